import { lazy, Suspense, useEffect } from "react";
import { Button } from "react-aria-components/Button";
import { useTranslate } from "@/core/i18n/use-translate";
import { useCartCounter } from "../hooks/use-cart-counter";
import { useMiniCartControl } from "../hooks/use-mini-cart-control";
import type { ShopCartLinkProps } from "../shop-cart-link-props";
import { cartLinkLabel } from "../utils/cart-link-label";
import { loadMiniCart } from "../utils/load-mini-cart";
import { MiniCartLoading } from "./mini-cart-loading";

// The popover, its positioning and its content: a chunk of their own, loaded at the first hover or focus.
const MiniCartPopover = lazy(loadMiniCart);

/**
 * The header's cart link, on every page (spec §2.5, §4.2, §9.2): Odoo's link
 * structure and classes with the page's shared counter (hidden at 0), a
 * toggle button for the mini cart, and the mini cart itself, whose popover is
 * its own chunk. Rendering it costs a link, a badge, a button and the hover
 * timing (hooks/use-mini-cart-control.ts), no positioning library.
 */
export function ShopCartLink({
  cartQuantity,
  cartUrl,
  showIcon,
  showText,
  linkClass,
  iconWrapClass,
  badgeClass,
  textClass,
  hideWhenEmpty,
}: ShopCartLinkProps) {
  const t = useTranslate();
  const count = useCartCounter(cartQuantity);
  const control = useMiniCartControl();
  const { openedBy, close, setLink, setToggleButton, onLinkPointerEnter, onLinkPointerLeave, toggle } =
    control;
  const isHidden = hideWhenEmpty && count === 0;
  // Emptied while open (the last line removed on the cart page): closed, not open again once filled.
  useEffect(() => {
    if (isHidden) close();
  }, [isHidden, close]);

  if (isHidden) return null;
  const preload = () => void loadMiniCart().catch(() => undefined);
  return (
    <>
      <a
        ref={setLink}
        href={cartUrl}
        className={linkClass}
        data-weekbox-cart-link=""
        aria-label={cartLinkLabel(count, t)}
        onPointerEnter={(event) => {
          preload();
          onLinkPointerEnter(event);
        }}
        onPointerLeave={onLinkPointerLeave}
        onFocus={preload}
      >
        <div className={iconWrapClass}>
          {showIcon && <i className="fa fa-shopping-cart fa-stack" aria-hidden="true" />}
          {count > 0 && <sup className={`badge text-bg-primary ${badgeClass}`}>{count}</sup>}
        </div>
        {showText && <span className={textClass}>{t("My Cart")}</span>}
      </a>
      <Button
        ref={setToggleButton}
        className="weekbox-cart-link-toggle o_no_wait_lazy_js"
        aria-label={t("Show cart summary")}
        aria-expanded={openedBy !== null}
        aria-haspopup="dialog"
        aria-controls={openedBy ? control.popoverProps.id : undefined}
        onHoverStart={preload}
        onFocus={preload}
        onPress={(event) => toggle(event.pointerType)}
      >
        <i className="fa fa-angle-down" aria-hidden="true" />
      </Button>
      {openedBy && (
        <Suspense fallback={<MiniCartLoading control={control} />}>
          <MiniCartPopover control={control} count={count} cartUrl={cartUrl} />
        </Suspense>
      )}
    </>
  );
}
