import { createPortal } from "react-dom";
import { useTranslate } from "@/core/i18n/use-translate";
import type { MiniCartControl } from "../hooks/use-mini-cart-control";
import { POPOVER_GAP_PX } from "../utils/mini-cart-constants";

export type MiniCartLoadingProps = { control: MiniCartControl };

/**
 * The popover while its chunk loads (usually done during the hover's 300 ms):
 * below the link's end, placed once, without the chunk's positioning library.
 */
export function MiniCartLoading({ control }: MiniCartLoadingProps) {
  const t = useTranslate();
  const { link, popoverProps } = control;
  const place = (popover: HTMLElement | null) => {
    const below = link?.getBoundingClientRect();
    if (!popover || !below) return;
    popover.style.top = `${below.bottom + POPOVER_GAP_PX}px`;
    popover.style.right = `${Math.max(POPOVER_GAP_PX, document.documentElement.clientWidth - below.right)}px`;
  };
  return createPortal(
    <div
      ref={place}
      role="dialog"
      aria-label={t("Cart summary")}
      className="weekbox-mini-cart"
      style={{ position: "fixed" }}
      {...popoverProps}
    >
      <p className="weekbox-mini-cart-loading" role="status">
        {t("Loading your cart…")}
      </p>
    </div>,
    document.body,
  );
}
