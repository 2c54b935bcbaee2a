import { useId } from "react";
import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { formatDate } from "@/core/format/format-date";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import type { StartWeek } from "../subscription-form-props";
import { RADIO_FIELDS } from "../utils/contract-values";

export type StartWeekFieldProps = {
  weeks: readonly StartWeek[];
  /** The chosen week's Monday. */
  value: string;
  onChange: (weekStart: string) => void;
  problem: string | undefined;
  /** The meal box's time zone, for the cut-offs. */
  timeZone: string;
};

const CUTOFF_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
};

/** The first box: each week the weekday offers, by its delivery date and its order cut-off. */
export function StartWeekField({ weeks, value, onChange, problem, timeZone }: StartWeekFieldProps) {
  const t = useTranslate();
  const { lang } = useTranslations();
  const id = useId();
  if (weeks.length === 0) return null;
  return (
    <RadioGroup
      className="weekbox-contract-choices"
      name={RADIO_FIELDS.startWeek}
      value={value || null}
      onChange={onChange}
      isInvalid={Boolean(problem)}
      aria-describedby={problem ? `${id}-problem` : undefined}
    >
      <Label className="weekbox-field-label">{t("First box")}</Label>
      {weeks.map((week) => (
        <Radio key={week.week_start} value={week.week_start} className="weekbox-card-radio">
          <span className="weekbox-contract-week">
            <span>{formatDate(week.delivery_date, lang)}</span>
            <span className="weekbox-muted">
              {t("Choose its dishes before {cutoff}", {
                cutoff: formatDate(week.cutoff, lang, { format: CUTOFF_FORMAT, zone: timeZone }),
              })}
            </span>
          </span>
        </Radio>
      ))}
      {problem && (
        <p id={`${id}-problem`} className="weekbox-field-error">
          {problem}
        </p>
      )}
    </RadioGroup>
  );
}
