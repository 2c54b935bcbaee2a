import { useEffect, type ComponentType } from "react";
import type { MiniCartPopoverProps } from "../components/mini-cart-popover";

type MiniCartModule = { default: ComponentType<MiniCartPopoverProps> };

let loading: Promise<MiniCartModule> | undefined;

/**
 * What opens instead of the popover when its chunk could not be loaded (a
 * deploy under way, a flaky network): nothing, the popover closes at once.
 * The cart link itself stays and still leads to the cart; React.lazy keeps
 * this outcome until the page is loaded again.
 */
function MiniCartUnavailable({ control }: MiniCartPopoverProps) {
  useEffect(() => control.close(), [control]);
  return null;
}

/**
 * The mini cart popover's own chunk (its positioning library, its content,
 * money formatting, the routes' schemas), loaded the first time it is wanted:
 * the header link is on every page and stays small. Started as soon as the
 * pointer or focus reaches the link or its toggle, so it is usually there
 * when the popover opens. Never rejects (a failed chunk must not take the
 * link down with it).
 */
export function loadMiniCart(): Promise<MiniCartModule> {
  if (!loading) {
    const pending = import("../components/mini-cart-popover").then((module) => ({
      default: module.MiniCartPopover,
    }));
    // A preload that failed is tried again by the next one.
    pending.catch(() => {
      if (loading === pending) loading = undefined;
    });
    loading = pending;
  }
  return loading.catch(() => ({ default: MiniCartUnavailable }));
}
