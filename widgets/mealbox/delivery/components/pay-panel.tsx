import { useTranslate } from "@/core/i18n/use-translate";
import { getPageConfig } from "@/core/page/page-config";
import { userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import type { PayChain } from "../hooks/use-pay-chain";
import type { DeliveryStore } from "../stores/delivery-store-api";
import type { ReadyDelivery } from "../stores/delivery-state";
import { chosenTotals } from "../stores/delivery-totals";
import { subscribeUrl } from "../utils/subscribe-url";
import { OrderSummary } from "./order-summary";
import { PromoCode } from "./promo-code";

export type PayPanelProps = {
  store: DeliveryStore;
  delivery: ReadyDelivery;
  payChain: PayChain;
  /** A guest cannot pay (spec: log in first). */
  isGuest: boolean;
  money: (amount: number) => string;
};

/**
 * The step's side column: order summary, promo code, the pay problem, the
 * Pay button and, beside it, "Subscribe weekly" (the portal's contract form
 * with this box; a guest logs in first). The delivery and the total show only when they are those of the
 * visitor's choice (what /shop/payment will charge); "Pay" has no amount meanwhile.
 */
export function PayPanel({ store, delivery, payChain, isGuest, money }: PayPanelProps) {
  const t = useTranslate();
  const { server, problem, selection } = delivery;
  const { summary, totals } = server;
  const chosen = chosenTotals(server, selection);
  return (
    <aside className="weekbox-delivery-side" aria-label={t("Order summary and payment")}>
      <OrderSummary
        meal={summary.order_details.meal_no || store.init.meal}
        people={summary.order_details.person || store.init.people}
        menuLines={summary.order_line_menu_list}
        extraLines={summary.order_line_extra_list}
        totals={chosen ?? totals}
        isPriced={chosen !== null}
        money={money}
      />
      <PromoCode orderId={store.init.orderId} appliedCode={server.appliedCode} store={store} />
      {problem && (
        // Keyed by its count: the same message again is a new alert, announced again.
        <Alert key={problem.n} tone="error" className="weekbox-alert weekbox-pay-problem">
          {problem.message ?? userMessage(problem.error, t)}
        </Alert>
      )}
      <Button
        className="weekbox-button weekbox-pay-button"
        onPress={payChain.pay}
        isPending={payChain.isPaying}
        isDisabled={isGuest}
      >
        {chosen ? t("Pay {amount}", { amount: money(chosen.total) }) : t("Pay")}
      </Button>
      <p className="weekbox-muted weekbox-pay-note">
        {t("You will choose your payment method on the next page.")}
      </p>
      <a
        className="weekbox-button weekbox-subscribe-link"
        data-variant="secondary"
        href={subscribeUrl({
          orderId: store.init.orderId,
          date: selection.mode === "delivery" ? selection.homeDate : selection.pickupDate,
          isGuest,
          loginUrl: getPageConfig().loginUrl,
        })}
        aria-disabled={payChain.isPaying ? "true" : undefined}
        onClick={(event) => {
          if (payChain.isPaying) event.preventDefault();
        }}
      >
        {t("Subscribe weekly")}
      </a>
      <p className="weekbox-muted weekbox-pay-note">
        {t("This box every week, with the dishes you choose or the chef's choice; pause or cancel any time.")}
      </p>
    </aside>
  );
}
