import type { MouseEvent } from "react";
import { trackShopPageView } from "@/shop/shared/track-shop-event";
import { useTranslate } from "@/core/i18n/use-translate";
import type { CartSummary } from "@/core/rpc/routes/shop-routes";
import { CartTotals } from "./cart-totals";

export type CartSummaryCardProps = {
  cart: CartSummary;
  /** An edit or a call is on its way: the totals are busy and checkout waits. */
  isPending: boolean;
  checkoutUrl: string;
  shopUrl: string;
  money: (amount: number) => string;
};

/**
 * The totals with Checkout and Continue shopping. Checkout is hidden while the
 * cart holds nothing (spec §4.2) and disabled while the cart cannot go to
 * checkout or an edit is not saved yet: a link that stays a link (focus is
 * kept when it changes) marked `aria-disabled`, whose press does nothing.
 */
export function CartSummaryCard({ cart, isPending, checkoutUrl, shopUrl, money }: CartSummaryCardProps) {
  const t = useTranslate();
  const isDisabled = !cart.can_checkout || isPending;
  const blockWhileDisabled = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isDisabled) event.preventDefault();
    // Odoo's "checkout started" page view (its tracking widget is stopped on this page).
    else trackShopPageView("/stats/ecom/customer_checkout");
  };
  return (
    <section className="weekbox-cart-summary" aria-label={t("Order summary")}>
      <CartTotals cart={cart} isBusy={isPending} money={money} />
      <div className="weekbox-cart-actions">
        {cart.cart_quantity > 0 && (
          <a
            href={checkoutUrl}
            className="weekbox-button o_no_wait_lazy_js"
            data-variant="primary"
            aria-disabled={isDisabled || undefined}
            data-disabled={isDisabled || undefined}
            onClick={blockWhileDisabled}
          >
            {t("Checkout")}
          </a>
        )}
        <a href={shopUrl} className="weekbox-button" data-variant="secondary">
          {t("Continue shopping")}
        </a>
      </div>
    </section>
  );
}
