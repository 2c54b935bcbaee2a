import { useId } from "react";
import { formatDate } from "@/core/format/format-date";
import { useTranslations } from "@/core/i18n/use-translations";

export type DateSelectProps = {
  label: string;
  /** The first option's text; its value is 0 (spec §9.3). */
  placeholder: string;
  dates: readonly string[];
  /** A date "YYYY-MM-DD", or "0". */
  value: string;
  onChange: (value: string) => void;
  /** Shown instead of the select when there is no date. */
  emptyMessage: string;
  isDisabled?: boolean;
  name: string;
};

/** A native select of dates (placeholder value 0), each read out in the page language. */
export function DateSelect({
  label,
  placeholder,
  dates,
  value,
  onChange,
  emptyMessage,
  isDisabled,
  name,
}: DateSelectProps) {
  const { lang } = useTranslations();
  const id = useId();
  if (dates.length === 0) {
    return (
      <div role="status" className="weekbox-alert" data-tone="info" data-testid={`${name}-empty`}>
        <div className="weekbox-alert-body">{emptyMessage}</div>
      </div>
    );
  }
  return (
    <div className="weekbox-field">
      <label className="weekbox-field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="weekbox-field-input weekbox-date-select"
        value={dates.includes(value) ? value : "0"}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="0">{placeholder}</option>
        {dates.map((date) => (
          <option key={date} value={date}>
            {formatDate(date, lang)}
          </option>
        ))}
      </select>
    </div>
  );
}
