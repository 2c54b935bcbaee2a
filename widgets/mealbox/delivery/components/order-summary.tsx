import type { Translate } from "@/core/i18n/translate";
import { boxSizeLabel } from "@/mealbox/shared/box-size-label";
import { useTranslate } from "@/core/i18n/use-translate";
import type { RouteResult } from "@/core/rpc/route-map";
import type { Discount, Totals } from "../stores/delivery-state";

type CartItem = RouteResult<"/mealbox/address">["order_line_menu_list"][number];

function discountLabel(discount: Discount, t: Translate): string {
  if (discount.product) return `${discount.product} (${discount.code})`;
  return discount.code ? `${t("Discount")} (${discount.code})` : t("Discount");
}

export type OrderSummaryProps = {
  meal: number;
  people: number;
  menuLines: readonly CartItem[];
  extraLines: readonly CartItem[];
  totals: Totals;
  /** The delivery and the total are those of the visitor's choice; otherwise they show as "—". */
  isPriced: boolean;
  money: (amount: number) => string;
};

const UNKNOWN = "—";

/** The order summary (spec §3.4): menu lines, extras, discounts, delivery and total. */
export function OrderSummary({
  meal,
  people,
  menuLines,
  extraLines,
  totals,
  isPriced,
  money,
}: OrderSummaryProps) {
  const t = useTranslate();
  return (
    <section
      className="weekbox-order-summary"
      aria-labelledby="weekbox-order-summary-title"
      data-testid="order-summary"
    >
      <h2 id="weekbox-order-summary-title">{t("Your order")}</h2>
      <p className="weekbox-muted">{boxSizeLabel(t, meal, people)}</p>
      <h3>{t("Menu")}</h3>
      <ul className="weekbox-summary-lines" data-testid="menu-lines">
        {menuLines.map((line) => (
          <li key={line.line_id}>
            <span>{line.name}</span>
            <span className="weekbox-muted">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      {extraLines.length > 0 && (
        <>
          <h3>{t("Extras")}</h3>
          <ul className="weekbox-summary-lines" data-testid="extra-lines">
            {extraLines.map((line) => (
              <li key={line.line_id}>
                <span>
                  {line.name} <span className="weekbox-muted">× {line.quantity}</span>
                </span>
                <span>{money(line.total_price)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <dl className="weekbox-summary-totals">
        <div>
          <dt>{t("Subtotal")}</dt>
          <dd data-testid="amount-price">{money(totals.price)}</dd>
        </div>
        {totals.discounts.map((discount) => (
          <div key={discount.key} data-testid="discount-line">
            <dt>{discountLabel(discount, t)}</dt>
            <dd>{money(-discount.amount)}</dd>
          </div>
        ))}
        <div>
          <dt>{t("Delivery")}</dt>
          <dd data-testid="amount-delivery">{isPriced ? money(totals.amountDelivery) : UNKNOWN}</dd>
        </div>
        <div className="weekbox-summary-total">
          <dt>{t("Total")}</dt>
          <dd data-testid="amount-total">{isPriced ? money(totals.total) : UNKNOWN}</dd>
        </div>
      </dl>
    </section>
  );
}
