import { useEffect } from "react";
import { firePurchaseEvent } from "@/sale/analytics/fire-purchase-event";
import { formatDate } from "@/core/format/format-date";
import { formatMoney } from "@/core/format/format-money";
import { boxSizeLabel } from "@/mealbox/shared/box-size-label";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import type { MealboxThanksProps } from "../mealbox-thanks-props";

/** The meal box's thank-you block on Odoo's confirmation page; sends the purchase event when the server says (once per order). */
export function MealboxThanks(props: MealboxThanksProps) {
  const t = useTranslate();
  const { lang, langParams } = useTranslations();
  const { orderName, amountTotal, currency, purchaseEvent } = props;

  useEffect(() => {
    if (purchaseEvent) firePurchaseEvent({ transactionId: orderName, value: amountTotal, currency });
  }, [purchaseEvent, orderName, amountTotal, currency]);

  const date = props.deliveryDate ? formatDate(props.deliveryDate, lang) : null;
  return (
    <section className="weekbox-thanks" aria-labelledby="weekbox-thanks-title" data-testid="mealbox-thanks">
      <h2 id="weekbox-thanks-title">{t("Thank you for your order!")}</h2>
      <p>
        {props.paymentPending
          ? t("Your order {name} is recorded: it will be confirmed once your payment is received.", {
              name: orderName,
            })
          : t("Your order {name} is confirmed.", { name: orderName })}
      </p>
      <dl className="weekbox-summary-totals">
        <div>
          <dt>{t("Your box")}</dt>
          <dd>{boxSizeLabel(t, props.meal, props.people)}</dd>
        </div>
        {props.deliveryType && (
          <div>
            <dt>{props.deliveryType === "pick_store" ? t("Pick-up at") : t("Delivery")}</dt>
            <dd>{props.deliveryType === "pick_store" ? (props.storeName ?? "") : t("Home delivery")}</dd>
          </div>
        )}
        {date && (
          <div>
            <dt>{props.deliveryType === "pick_store" ? t("Pick-up date") : t("Delivery date")}</dt>
            <dd>{date}</dd>
          </div>
        )}
        <div className="weekbox-summary-total">
          <dt>{t("Total")}</dt>
          <dd>{formatMoney(amountTotal, props.currencyInfo, langParams)}</dd>
        </div>
      </dl>
    </section>
  );
}
