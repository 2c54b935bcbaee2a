import type { CalendarDate } from "@internationalized/date";

/**
 * The spec's server numbers forbidden weekdays as Python's weekday() (0 is
 * Monday … 6 is Sunday); the calendar counts as JavaScript's getDay() (0 is
 * Sunday … 6 is Saturday). Spec §9.2: shifted by +1 mod 7.
 */
export function toCalendarWeekday(serverWeekday: number): number {
  return (serverWeekday + 1) % 7;
}

/** The day of the week of `date` as getDay() counts it (0 is Sunday), whatever the locale. */
export function calendarWeekdayOf(date: Pick<CalendarDate, "year" | "month" | "day">): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}
