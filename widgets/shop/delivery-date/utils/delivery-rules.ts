import { CalendarDate } from "@internationalized/date";
import type { DeliveryDates } from "@/core/rpc/routes/checkout-routes";
import { DEFAULT_DELIVERY_HOUR, DELIVERY_HOURS } from "./delivery-hours";
import { calendarWeekdayOf, toCalendarWeekday } from "./weekdays";

/** A delivery date and time: a day of the delivery time zone ("YYYY-MM-DD") and an hour. */
export type DeliveryChoice = { date: string; hour: number };

export type DeliveryRules = {
  minDate: CalendarDate;
  maxDate: CalendarDate;
  /** A forbidden day of the week (spec §5.2). */
  isForbiddenWeekday: (date: CalendarDate) => boolean;
  /** The hours offered on `date` (none outside the dates offered or on a forbidden weekday). */
  hoursOn: (date: CalendarDate) => number[];
  /** A day that can be chosen: between min and max, not a forbidden weekday, with an hour left. */
  isAvailable: (date: CalendarDate) => boolean;
  /** The first day that can be chosen at 16:00 (or its nearest hour), or null when none can. */
  defaultChoice: () => DeliveryChoice | null;
  /** `hour` on `date` if offered, else the day's nearest hour to 16:00; null when the day has none. */
  choiceOn: (date: CalendarDate, hour?: number) => DeliveryChoice | null;
};

/** The rules of /shop/checkout/get_dates' answer, as the server checks them. */
export function createDeliveryRules(dates: DeliveryDates): DeliveryRules {
  const [minYear, minMonth, minDay] = dates.min_date;
  const [maxYear, maxMonth, maxDay] = dates.max_date;
  const minDate = new CalendarDate(minYear, minMonth, minDay);
  const maxDate = new CalendarDate(maxYear, maxMonth, maxDay);
  const forbiddenWeekdays = new Set(dates.forbidden_days.map(toCalendarWeekday));

  const isForbiddenWeekday = (date: CalendarDate) => forbiddenWeekdays.has(calendarWeekdayOf(date));
  // The intervals' times are the same wall clock as "YYYY-MM-DD HH:mm": compared as text.
  const isClosed = (date: CalendarDate, hour: number) => {
    const moment = `${date.toString()} ${String(hour).padStart(2, "0")}:00`;
    return dates.forbidden_intervals.some(([start, end]) => start <= moment && moment < end);
  };
  const hoursOn = (date: CalendarDate) => {
    if (date.compare(minDate) < 0 || date.compare(maxDate) > 0 || isForbiddenWeekday(date)) return [];
    return DELIVERY_HOURS.filter((hour) => !isClosed(date, hour));
  };
  const choiceOn = (date: CalendarDate, hour?: number): DeliveryChoice | null => {
    const hours = hoursOn(date);
    if (!hours.length) return null;
    if (hour !== undefined && hours.includes(hour)) return { date: date.toString(), hour };
    return { date: date.toString(), hour: nearest(hours, DEFAULT_DELIVERY_HOUR) };
  };
  return {
    minDate,
    maxDate,
    isForbiddenWeekday,
    hoursOn,
    isAvailable: (date) => hoursOn(date).length > 0,
    choiceOn,
    defaultChoice: () => {
      for (let date = minDate; date.compare(maxDate) <= 0; date = date.add({ days: 1 })) {
        const choice = choiceOn(date);
        if (choice) return choice;
      }
      return null;
    },
  };
}

/** `target` if offered, else the first hour after it, else the last one before. */
function nearest(hours: readonly number[], target: number): number {
  return hours.find((hour) => hour >= target) ?? hours[hours.length - 1] ?? target;
}
