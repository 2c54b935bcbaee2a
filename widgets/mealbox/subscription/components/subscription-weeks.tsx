import { Tab, TabList, TabPanel, Tabs } from "react-aria-components/Tabs";
import { formatDate } from "@/core/format/format-date";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import type { SubscriptionWeek } from "@/core/rpc/routes/subscription-routes";
import type { SubscriptionActions } from "../hooks/use-subscription-actions";
import type { SubscriptionOptions } from "../mealbox-subscription-props";
import { WeekPanel } from "./week-panel";

const TAB_DATE: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

export type SubscriptionWeeksProps = { actions: SubscriptionActions; options: SubscriptionOptions };

/** The next weeks as tabs (their delivery day and where they stand), each week's menu in its panel. */
export function SubscriptionWeeks({ actions, options }: SubscriptionWeeksProps) {
  const t = useTranslate();
  const { lang } = useTranslations();
  const { weeks } = actions.state;
  if (!weeks.length) return <p>{t("No week is open for changes right now.")}</p>;
  const status = (week: SubscriptionWeek) =>
    week.closed
      ? t("No delivery")
      : week.skipped
        ? t("Skipped")
        : week.chosen_count > 0
          ? t("{chosen} of {meals} chosen", { chosen: week.chosen_count, meals: actions.state.box.meals })
          : t("Chef's choice");
  return (
    <Tabs className="weekbox-subscription-weeks">
      <TabList className="weekbox-subscription-tabs" aria-label={t("Your next boxes")}>
        {weeks.map((week) => (
          <Tab
            key={week.week_start}
            id={week.week_start}
            className="weekbox-subscription-tab"
            data-skipped={week.skipped || undefined}
          >
            <span className="weekbox-subscription-tab-date">
              {formatDate(week.delivery_date, lang, { format: TAB_DATE })}
            </span>
            <span className="weekbox-subscription-tab-status">{status(week)}</span>
          </Tab>
        ))}
      </TabList>
      {weeks.map((week) => (
        <TabPanel key={week.week_start} id={week.week_start} className="weekbox-subscription-panel">
          <WeekPanel actions={actions} options={options} week={week} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
