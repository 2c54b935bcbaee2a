import {
  getWeeksInMonth,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
  type CalendarDate,
} from "@internationalized/date";
import { useTranslate } from "@/core/i18n/use-translate";
import { AriaCalendarHeader } from "@/ui/aria-calendar-header";
import { useUpgrade, type AriaControls } from "@/ui/upgrade/upgrade-context";

export type DeliveryCalendarProps = {
  /** The calendar's name ("Delivery date"). */
  label: string;
  /** The page's language as a BCP 47 tag (weekdays, month names, first day of the week). */
  locale: string;
  value: CalendarDate | null;
  /** The month shown: where the visitor is (kept when react-aria's calendar takes over). */
  focusedValue: CalendarDate;
  onFocusChange: (date: CalendarDate) => void;
  minValue: CalendarDate;
  maxValue: CalendarDate;
  isDateUnavailable: (date: CalendarDate) => boolean;
  errorMessage: string | undefined;
  onChange: (date: CalendarDate) => void;
};

/**
 * The delivery day: react-aria's calendar (keyboard through the grid, its
 * announcements) once the delivery date has been used (ui/upgrade); before
 * that, the same month in the same markup from the same date rules
 * (@internationalized/date: the weeks as react-aria makes them), its days
 * and month buttons working with the pointer and Enter.
 */
export function DeliveryCalendar(props: DeliveryCalendarProps) {
  const { parts } = useUpgrade();
  return parts ? <AriaCalendar {...props} parts={parts} /> : <PlainCalendar {...props} />;
}

function AriaCalendar({
  label,
  value,
  focusedValue,
  onFocusChange,
  minValue,
  maxValue,
  isDateUnavailable,
  errorMessage,
  onChange,
  parts,
}: DeliveryCalendarProps & { parts: AriaControls }) {
  const { Calendar, CalendarGrid, CalendarCell, Text } = parts;
  return (
    <Calendar
      className="weekbox-calendar"
      aria-label={label}
      value={value}
      onChange={onChange}
      focusedValue={focusedValue}
      onFocusChange={onFocusChange}
      minValue={minValue}
      maxValue={maxValue}
      isDateUnavailable={(date) => isDateUnavailable(date as CalendarDate)}
      isInvalid={Boolean(errorMessage)}
    >
      <AriaCalendarHeader parts={parts} />
      <CalendarGrid className="weekbox-calendar-grid">
        {(date) => <CalendarCell date={date} className="weekbox-calendar-cell" />}
      </CalendarGrid>
      {errorMessage && (
        <Text slot="errorMessage" className="weekbox-field-error">
          {errorMessage}
        </Text>
      )}
    </Calendar>
  );
}

function PlainCalendar({
  label,
  locale,
  value,
  focusedValue,
  onFocusChange,
  minValue,
  maxValue,
  isDateUnavailable,
  errorMessage,
  onChange,
}: DeliveryCalendarProps) {
  const t = useTranslate();
  const month = startOfMonth(focusedValue);
  const monthName = new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(month.toDate("UTC"));
  const dayName = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: "narrow", timeZone: "UTC" });
  const firstShown = startOfWeek(month, locale);
  const weeks = getWeeksInMonth(month, locale);
  const weekdays = Array.from({ length: 7 }, (_, day) =>
    weekdayName.format(firstShown.add({ days: day }).toDate("UTC")),
  );
  const name = `${label}, ${monthName}`;
  const canGoBack = startOfMonth(minValue).compare(month) < 0;
  const canGoOn = startOfMonth(maxValue).compare(month) > 0;
  return (
    <div className="weekbox-calendar" aria-label={name} role="application">
      <div className="visually-hidden">
        <h2>{name}</h2>
      </div>
      <header className="weekbox-calendar-header">
        <MonthButton
          label={t("Previous month")}
          isEnabled={canGoBack}
          onPress={() => onFocusChange(month.subtract({ months: 1 }))}
        >
          ‹
        </MonthButton>
        <h2 aria-hidden="true" className="weekbox-calendar-heading">
          {monthName}
        </h2>
        <MonthButton
          label={t("Next month")}
          isEnabled={canGoOn}
          onPress={() => onFocusChange(month.add({ months: 1 }))}
        >
          ›
        </MonthButton>
      </header>
      <table aria-label={name} role="grid" cellPadding={0} className="weekbox-calendar-grid">
        <thead aria-hidden="true" className="react-aria-CalendarGridHeader">
          <tr>
            {weekdays.map((weekday, index) => (
              <th key={index} className="react-aria-CalendarHeaderCell">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="react-aria-CalendarGridBody">
          {Array.from({ length: weeks }, (_, week) => (
            <tr key={week}>
              {Array.from({ length: 7 }, (_, day) => {
                const date = firstShown.add({ weeks: week, days: day });
                const isOutside = !isSameMonth(date, month);
                const isOutOfRange = date.compare(minValue) < 0 || date.compare(maxValue) > 0;
                const isUnavailable = !isOutOfRange && isDateUnavailable(date);
                const isSelected = value !== null && isSameDay(date, value);
                const isDisabled = isOutside || isOutOfRange;
                const isFocused = isSameDay(date, focusedValue);
                const choose = () => {
                  if (!isDisabled && !isUnavailable) onChange(date);
                };
                return (
                  <td
                    key={day}
                    role="gridcell"
                    aria-disabled={isDisabled || isUnavailable || undefined}
                    aria-selected={isSelected || undefined}
                  >
                    <div
                      role="button"
                      tabIndex={isDisabled ? undefined : isFocused ? 0 : -1}
                      aria-disabled={isDisabled || isUnavailable || undefined}
                      aria-label={dayName.format(date.toDate("UTC"))}
                      className="weekbox-calendar-cell"
                      data-disabled={isDisabled || undefined}
                      data-unavailable={isUnavailable || undefined}
                      data-outside-month={isOutside || undefined}
                      data-selected={isSelected || undefined}
                      onClick={choose}
                      onKeyDown={(event) => {
                        if (event.key !== "Enter" && event.key !== " ") return;
                        event.preventDefault();
                        choose();
                      }}
                    >
                      {date.day}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {errorMessage && <span className="weekbox-field-error">{errorMessage}</span>}
    </div>
  );
}

/** A plain calendar's previous or next month button, in react-aria's markup. */
function MonthButton({
  label,
  isEnabled,
  onPress,
  children,
}: {
  label: string;
  isEnabled: boolean;
  onPress: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className="weekbox-calendar-nav"
      aria-label={label}
      disabled={!isEnabled}
      data-disabled={!isEnabled || undefined}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
