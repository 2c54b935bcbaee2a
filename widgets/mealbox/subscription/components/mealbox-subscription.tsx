import { useTranslate } from "@/core/i18n/use-translate";
import { UpgradeScope } from "@/ui/upgrade/upgrade-scope";
import { safeHref } from "@/mealbox/shared/safe-href";
import { useSubscriptionActions } from "../hooks/use-subscription-actions";
import type { MealboxSubscriptionProps } from "../mealbox-subscription-props";
import { ActionAlert } from "./action-alert";
import { BoxSettings } from "./box-settings";
import { CancelSubscription } from "./cancel-subscription";
import { OrderHistory } from "./order-history";
import { SubscriptionSummary } from "./subscription-summary";
import { SubscriptionWeeks } from "./subscription-weeks";

/**
 * The customer's subscription in the portal (/my/subscriptions/<id>): its
 * terms, the next weeks with their menus, the settings and past orders. Every
 * action is one call whose answer replaces the whole state.
 */
export function MealboxSubscription({
  subscriptionId,
  initialState,
  options,
  addCardUrl,
}: MealboxSubscriptionProps) {
  const t = useTranslate();
  const actions = useSubscriptionActions(subscriptionId, initialState);
  const { state } = actions;
  const cancelled = state.state === "cancelled";
  return (
    // Its buttons and steppers are native until first used, then react-aria's (ui/upgrade).
    <UpgradeScope className="weekbox-subscription">
      <SubscriptionSummary actions={actions} options={options} />
      {!cancelled && (
        <section className="weekbox-subscription-section" aria-labelledby="weekbox-subscription-weeks">
          <h3 className="weekbox-subscription-heading" id="weekbox-subscription-weeks">
            {t("Your next boxes")}
          </h3>
          <ActionAlert actions={actions} place="weeks" />
          <SubscriptionWeeks actions={actions} options={options} />
        </section>
      )}
      {!cancelled && <BoxSettings actions={actions} options={options} addCardUrl={safeHref(addCardUrl)} />}
      <OrderHistory state={state} />
      {!cancelled && <CancelSubscription actions={actions} />}
    </UpgradeScope>
  );
}
