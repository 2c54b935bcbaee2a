import { useState } from "react";
import { formatDate } from "@/core/format/format-date";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import type { SubscriptionWeek } from "@/core/rpc/routes/subscription-routes";
import type { SubscriptionActions } from "../hooks/use-subscription-actions";
import type { SubscriptionOptions } from "../mealbox-subscription-props";
import { WeekPanel } from "./week-panel";

const PICKER_DATE: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

export type SubscriptionWeeksProps = { actions: SubscriptionActions; options: SubscriptionOptions };

/**
 * The next weeks as a row of toggle buttons (their delivery day and where they
 * stand), the chosen week's menu below: native buttons with aria-pressed, as
 * react-aria's tabs would bring their collection code to the page's first load.
 */
export function SubscriptionWeeks({ actions, options }: SubscriptionWeeksProps) {
  const t = useTranslate();
  const { lang } = useTranslations();
  const { weeks } = actions.state;
  // The first week the customer may still change, else the first.
  const [picked, setPicked] = useState(() => (weeks.find((week) => week.open) ?? weeks[0])?.week_start);
  if (!weeks.length) return <p>{t("No week is open for changes right now.")}</p>;
  const shown = weeks.find((week) => week.week_start === picked) ?? weeks[0]!;
  const status = (week: SubscriptionWeek) =>
    week.closed
      ? t("No delivery")
      : week.skipped
        ? t("Skipped")
        : !week.open
          ? t("Being prepared")
          : week.chosen_count > 0
            ? t("{chosen} of {meals} chosen", { chosen: week.chosen_count, meals: actions.state.box.meals })
            : t("Chef's choice");
  return (
    <div className="weekbox-subscription-weeks">
      <div className="weekbox-subscription-tabs" role="group" aria-label={t("Your next boxes")}>
        {weeks.map((week) => (
          <button
            key={week.week_start}
            type="button"
            className="weekbox-subscription-tab"
            aria-pressed={week === shown}
            aria-controls="weekbox-subscription-week"
            data-skipped={week.skipped || undefined}
            onClick={() => setPicked(week.week_start)}
          >
            <span className="weekbox-subscription-tab-date">
              {formatDate(week.delivery_date, lang, { format: PICKER_DATE })}
            </span>
            <span className="weekbox-subscription-tab-status">{status(week)}</span>
          </button>
        ))}
      </div>
      <div className="weekbox-subscription-panel" id="weekbox-subscription-week">
        <WeekPanel key={shown.week_start} actions={actions} options={options} week={shown} />
      </div>
    </div>
  );
}
