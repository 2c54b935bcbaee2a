import { formatDate } from "@/core/format/format-date";
import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import type { SubscriptionOrder, SubscriptionState } from "@/core/rpc/routes/subscription-routes";
import { safeHref } from "@/mealbox/shared/safe-href";
import { formatDeadline } from "../utils/cutoff-text";

/** The past weeks' orders: what was charged, and the link to pay one whose charge was declined. */
export function OrderHistory({ state }: { state: SubscriptionState }) {
  const t = useTranslate();
  const { lang } = useTranslations();
  const money = useMoney(state.currency);
  const statusText = (order: SubscriptionOrder) =>
    ({
      paid: t("Paid"),
      pending: t("Payment pending"),
      declined: t("Card declined"),
      failed: t("Card declined twice"),
      to_charge: t("To be charged"),
      cancelled: t("Cancelled"),
    })[order.status];
  return (
    <section className="weekbox-subscription-section" aria-labelledby="weekbox-subscription-history">
      <h3 className="weekbox-subscription-heading" id="weekbox-subscription-history">
        {t("Your past boxes")}
      </h3>
      {state.history.length === 0 ? (
        <p className="weekbox-subscription-muted">{t("No box has been ordered yet.")}</p>
      ) : (
        <ul className="weekbox-subscription-history">
          {state.history.map((order) => {
            const url = safeHref(order.url);
            const payUrl = order.pay_url ? safeHref(order.pay_url) : null;
            return (
              <li key={order.order_id} className="weekbox-subscription-order" data-status={order.status}>
                <span className="weekbox-subscription-order-date">
                  {order.delivery_date
                    ? formatDate(order.delivery_date, lang)
                    : t("Week of {date}", { date: formatDate(order.week_start, lang) })}
                </span>
                <span>{url ? <a href={url}>{order.name}</a> : order.name}</span>
                <span className="weekbox-subscription-order-amount">{money(order.amount)}</span>
                <span className="weekbox-subscription-order-status">
                  {statusText(order)}
                  {order.status === "declined" && order.retry_date && (
                    <span className="weekbox-subscription-muted">
                      {" "}
                      · {t("tried again {date}", { date: formatDeadline(order.retry_date, lang) })}
                    </span>
                  )}
                </span>
                {payUrl && (
                  <a className="weekbox-button weekbox-subscription-pay" data-variant="primary" href={payUrl}>
                    {t("Pay {amount}", { amount: money(order.amount) })}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
