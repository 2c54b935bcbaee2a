import {
  CalendarDate,
  getWeeksInMonth,
  startOfMonth,
  startOfWeek,
  today,
  type DateValue,
} from "@internationalized/date";
import { DateTime } from "luxon";

/** The date pickers' span (spec §5.1): 1 January 1900 to today plus 200 years. */
export function pickerRange(timeZone: string): { min: CalendarDate; max: CalendarDate } {
  return { min: new CalendarDate(1900, 1, 1), max: today(timeZone).add({ years: 200 }) };
}

/**
 * The ISO week number of each row a month's calendar shows (rows start on the
 * locale's first day: a row's fourth day is in the ISO week of most of it).
 */
export function monthWeekNumbers(visible: DateValue, locale: string): number[] {
  const first = startOfWeek(startOfMonth(visible), locale);
  return Array.from({ length: getWeeksInMonth(visible, locale) }, (_, row) => {
    const day = first.add({ days: row * 7 + 3 });
    return DateTime.fromObject({ year: day.year, month: day.month, day: day.day }).weekNumber;
  });
}
