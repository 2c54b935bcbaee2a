import { useState } from "react";
import { formatDate } from "@/core/format/format-date";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import type { SubscriptionWeek } from "@/core/rpc/routes/subscription-routes";
import { Button } from "@/ui/upgrade/button";
import { actionKey, type SubscriptionActions } from "../hooks/use-subscription-actions";
import type { SubscriptionOptions } from "../mealbox-subscription-props";
import { formatDeadline, timeLeft } from "../utils/cutoff-text";
import { canChooseDishes, canSkip } from "../utils/week-rules";
import { WeekDish } from "./week-dish";

export type WeekPanelProps = {
  actions: SubscriptionActions;
  options: SubscriptionOptions;
  week: SubscriptionWeek;
};

/** One week: its cut-off, skip or bring back, and its menu's dishes with how many of each the box holds. */
export function WeekPanel({ actions, options, week }: WeekPanelProps) {
  const t = useTranslate();
  const { lang } = useTranslations();
  const { state, act, busy, busyKey } = actions;
  const [now] = useState(() => Date.now());
  const editable = canChooseDishes(state, week);
  const meals = state.box.meals;
  const dietNames = new Map(options.diets.map((diet) => [diet.id, diet.name]));
  const names = new Map(week.dishes.map((dish) => [dish.product_id, dish.name]));
  const skipParams = { week: week.week_start, skip: !week.skipped };
  const resetParams = { week: week.week_start };
  const left = timeLeft(week.cutoff, now, lang);
  const deadline = formatDeadline(week.cutoff, lang);

  return (
    <div className="weekbox-subscription-week" data-open={week.open || undefined}>
      <div className="weekbox-subscription-week-head">
        <div>
          <h4 className="weekbox-subscription-week-title">
            {t("Box of {date}", { date: formatDate(week.delivery_date, lang) })}
          </h4>
          {week.menu_name && <p className="weekbox-subscription-muted">{week.menu_name}</p>}
          <p className="weekbox-subscription-cutoff">
            {week.closed
              ? t("No delivery that day (a holiday or the store is closed): no box, no charge.")
              : !week.open
                ? t("The order cut-off has passed: this box can no longer change.")
                : left
                  ? t("You can change this box until {deadline} ({left}).", { deadline, left })
                  : t("You can change this box until {deadline}.", { deadline })}
          </p>
        </div>
        {canSkip(state, week) && (
          <div className="weekbox-subscription-actions">
            {editable && week.chosen_count > 0 && (
              <Button
                variant="secondary"
                isDisabled={busy}
                isPending={busyKey === actionKey("/my/subscriptions/week/reset", resetParams)}
                onPress={() =>
                  void act(
                    "weeks",
                    "/my/subscriptions/week/reset",
                    resetParams,
                    t("The chef chooses this box's dishes again."),
                  )
                }
              >
                {t("Back to the chef's choice")}
              </Button>
            )}
            <Button
              variant={week.skipped ? "primary" : "secondary"}
              isDisabled={busy}
              isPending={busyKey === actionKey("/my/subscriptions/week/skip", skipParams)}
              onPress={() =>
                void act(
                  "weeks",
                  "/my/subscriptions/week/skip",
                  skipParams,
                  week.skipped
                    ? t("This box will be delivered again.")
                    : t("This week is skipped: no box, no charge."),
                )
              }
            >
              {week.skipped ? t("Deliver this week") : t("Skip this week")}
            </Button>
          </div>
        )}
      </div>
      {week.skipped ? (
        <p className="weekbox-subscription-skipped">{t("You skipped this week: no box, no charge.")}</p>
      ) : (
        !week.closed && (
          <>
            <p className="weekbox-subscription-count" aria-live="polite">
              {week.chosen_count === 0
                ? t("The chef chooses your {meals} dishes, unless you choose them below.", { meals })
                : week.chosen_count < meals
                  ? t("{chosen} of {meals} dishes chosen: the chef adds {n} more.", {
                      chosen: week.chosen_count,
                      meals,
                      n: meals - week.chosen_count,
                    })
                  : t("{chosen} of {meals} dishes chosen: your box is complete.", {
                      chosen: week.chosen_count,
                      meals,
                    })}
            </p>
            {week.chosen_count === 0 && week.chef_choice.length > 0 && (
              <p className="weekbox-subscription-muted">
                {t("The chef's choice: {dishes}", {
                  dishes: week.chef_choice
                    .map((dish) => `${dish.quantity} × ${names.get(dish.product_id) ?? ""}`)
                    .join(", "),
                })}
              </p>
            )}
            <ul className="weekbox-subscription-dishes" aria-label={t("This week's menu")}>
              {week.dishes.map((dish) => (
                <WeekDish
                  key={dish.product_id}
                  dish={dish}
                  week={week}
                  meals={meals}
                  dietNames={dietNames}
                  editable={editable}
                  actions={actions}
                />
              ))}
            </ul>
          </>
        )
      )}
    </div>
  );
}
