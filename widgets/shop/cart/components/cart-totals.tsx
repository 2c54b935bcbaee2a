import { useTranslate } from "@/core/i18n/use-translate";
import type { CartSummary } from "@/core/rpc/routes/shop-routes";

export type CartTotalsProps = {
  cart: CartSummary;
  /** A call is on its way: the amounts may change (`aria-busy`, `[data-busy]`). */
  isBusy: boolean;
  money: (amount: number) => string;
};

/**
 * The cart's amounts as Odoo 17's cart shows them: the delivery when there is
 * one, the subtotal, the taxes and the total. A discount is a line of the
 * cart (its own row above), already in the subtotal: not a row here too.
 */
export function CartTotals({ cart, isBusy, money }: CartTotalsProps) {
  const t = useTranslate();
  return (
    <dl
      className="weekbox-summary-totals weekbox-cart-totals"
      aria-busy={isBusy}
      data-busy={isBusy || undefined}
      data-testid="cart-totals"
    >
      {cart.amount_delivery !== 0 && (
        <div>
          <dt>{t("Delivery")}</dt>
          <dd data-testid="amount-delivery">{money(cart.amount_delivery)}</dd>
        </div>
      )}
      <div>
        <dt>{t("Subtotal")}</dt>
        <dd data-testid="amount-untaxed">{money(cart.amount_untaxed)}</dd>
      </div>
      <div>
        <dt>{t("Taxes")}</dt>
        <dd data-testid="amount-tax">{money(cart.amount_tax)}</dd>
      </div>
      <div className="weekbox-summary-total">
        <dt>{t("Total")}</dt>
        <dd data-testid="amount-total">{money(cart.amount_total)}</dd>
      </div>
    </dl>
  );
}
