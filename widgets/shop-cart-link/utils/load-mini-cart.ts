import type { ComponentType } from "react";
import type { MiniCartPopoverProps } from "../components/mini-cart-popover";

type MiniCartModule = { default: ComponentType<MiniCartPopoverProps> };

let loading: Promise<MiniCartModule> | undefined;

/**
 * The mini cart popover's own chunk (its positioning library, its content,
 * money formatting, the routes' schemas), loaded the first time it is wanted:
 * the header link is on every page and stays small. Started as soon as the
 * pointer or focus reaches the link or its toggle, so it is usually there
 * when the popover opens.
 */
export function loadMiniCart(): Promise<MiniCartModule> {
  if (!loading) {
    const pending = import("../components/mini-cart-popover").then((module) => ({
      default: module.MiniCartPopover,
    }));
    // A failed chunk (a deploy under way, a flaky network) is asked again next time.
    pending.catch(() => {
      if (loading === pending) loading = undefined;
    });
    loading = pending;
  }
  return loading;
}
