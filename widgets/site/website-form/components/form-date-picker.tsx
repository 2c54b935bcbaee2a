import { CalendarDate } from "@internationalized/date";
import { useState } from "react";
import { DateTime } from "luxon";
import { Button } from "react-aria-components/Button";
import { Calendar, CalendarCell, CalendarGrid } from "react-aria-components/Calendar";
import { Dialog, DialogTrigger } from "react-aria-components/Dialog";
import { I18nProvider } from "react-aria-components/I18nProvider";
import { Popover } from "react-aria-components/Popover";
import { toBcp47 } from "@/core/i18n/locale-codes";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import { CalendarHeader } from "@/ui/calendar-header";
import type { DateKind, LangDateFormat } from "../utils/lang-date-format";
import { monthWeekNumbers, pickerRange } from "../utils/picker-range";

/** Puts the picked value in the form's input as if typed (the form's rules and checks see it). */
function typeInto(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

type FormDatePickerProps = {
  input: HTMLInputElement;
  kind: DateKind;
  dates: LangDateFormat;
  label: string;
};

/**
 * A calendar button beside a form's date or datetime input: the visitor may
 * type the date in the language's format or pick it (1900 to today + 200
 * years, ISO week numbers shown). Picking writes the date in the input, in
 * the language's format; a datetime keeps the time it had.
 */
export function FormDatePicker({ input, kind, dates, label }: FormDatePickerProps) {
  const t = useTranslate();
  return (
    <DialogTrigger>
      <Button
        className="input-group-text weekbox-form-date-button o_no_wait_lazy_js"
        aria-label={t("Choose {field}", { field: label })}
      >
        <span className="fa fa-calendar" aria-hidden="true" />
      </Button>
      <Popover className="weekbox-form-date-popover" placement="bottom end">
        <Dialog className="weekbox-form-date-dialog" aria-label={label}>
          {({ close }) => (
            <PickerCalendar input={input} kind={kind} dates={dates} label={label} close={close} />
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The calendar, opened on the input's value of the moment. */
function PickerCalendar({ input, kind, dates, label, close }: FormDatePickerProps & { close: () => void }) {
  const t = useTranslate();
  const { lang } = useTranslations();
  const locale = toBcp47(lang);
  const [range] = useState(() => pickerRange(Intl.DateTimeFormat().resolvedOptions().timeZone));
  const [current] = useState(() => dates.parse(input.value, kind));
  const day = current ? new CalendarDate(current.year, current.month, current.day) : null;
  const value = day && day.compare(range.min) >= 0 && day.compare(range.max) <= 0 ? day : null;

  function choose(chosenDay: CalendarDate): void {
    const time = current ?? DateTime.now().startOf("hour");
    const chosen = DateTime.fromObject({
      year: chosenDay.year,
      month: chosenDay.month,
      day: chosenDay.day,
      hour: kind === "datetime" ? time.hour : 0,
      minute: kind === "datetime" ? time.minute : 0,
      second: kind === "datetime" ? time.second : 0,
    });
    typeInto(input, dates.format(chosen, kind));
    // Focus goes back to the calendar button (the dialog's trigger), as for any dialog.
    close();
  }

  return (
    <I18nProvider locale={locale}>
      <Calendar
        className="weekbox-form-calendar"
        aria-label={label}
        defaultValue={value}
        defaultFocusedValue={value ?? undefined}
        autoFocus
        minValue={range.min}
        maxValue={range.max}
        onChange={(chosen) => choose(chosen as CalendarDate)}
      >
        {({ state }) => (
          <>
            <CalendarHeader />
            <div className="weekbox-form-calendar-body">
              <ol className="weekbox-form-week-numbers" aria-label={t("Week numbers")}>
                {monthWeekNumbers(state.visibleRange.start, locale).map((week, row) => (
                  <li key={row} title={t("Week {week}", { week })}>
                    {week}
                  </li>
                ))}
              </ol>
              <CalendarGrid className="weekbox-form-cal-grid">
                {(date) => <CalendarCell date={date} className="weekbox-form-cal-cell" />}
              </CalendarGrid>
            </div>
          </>
        )}
      </Calendar>
    </I18nProvider>
  );
}
