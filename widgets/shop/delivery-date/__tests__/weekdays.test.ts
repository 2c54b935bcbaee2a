import { CalendarDate } from "@internationalized/date";
import { DELIVERY_HOURS, DEFAULT_DELIVERY_HOUR } from "../utils/delivery-hours";
import { createDeliveryRules } from "../utils/delivery-rules";
import { calendarWeekdayOf, toCalendarWeekday } from "../utils/weekdays";
import { datesWith } from "./date-test-kit";

test("should shift the server's weekdays (0 is Monday) by +1 mod 7 to the calendar's (0 is Sunday)", () => {
  expect([0, 1, 2, 3, 4, 5, 6].map(toCalendarWeekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  // Monday 1 April 2030 and Sunday 7 April 2030.
  expect(calendarWeekdayOf(new CalendarDate(2030, 4, 1))).toBe(1);
  expect(calendarWeekdayOf(new CalendarDate(2030, 4, 7))).toBe(0);
  const sundays = createDeliveryRules(datesWith({ forbidden_days: [6] }));
  expect(sundays.isForbiddenWeekday(new CalendarDate(2030, 4, 7))).toBe(true);
  expect(sundays.isForbiddenWeekday(new CalendarDate(2030, 4, 6))).toBe(false);
  const mondays = createDeliveryRules(datesWith({ forbidden_days: [0] }));
  expect(mondays.isForbiddenWeekday(new CalendarDate(2030, 4, 1))).toBe(true);
  expect(mondays.isForbiddenWeekday(new CalendarDate(2030, 4, 7))).toBe(false);
});

test("should offer 10:00 to 18:00 in 60-minute steps, 16:00 by default", () => {
  expect(DELIVERY_HOURS).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
  expect(DEFAULT_DELIVERY_HOUR).toBe(16);
});

test("should offer the days between min and max only", () => {
  const rules = createDeliveryRules(datesWith());
  expect(rules.isAvailable(new CalendarDate(2030, 3, 31))).toBe(false);
  expect(rules.isAvailable(new CalendarDate(2030, 4, 1))).toBe(true);
  expect(rules.isAvailable(new CalendarDate(2030, 4, 20))).toBe(true);
  expect(rules.isAvailable(new CalendarDate(2030, 4, 21))).toBe(false);
});

test("should take the hours within a forbidden interval out of the day, its end excluded", () => {
  const rules = createDeliveryRules(datesWith());
  expect(rules.hoursOn(new CalendarDate(2030, 4, 2))).toEqual([12, 13, 14, 15, 16, 17, 18]);
  expect(rules.hoursOn(new CalendarDate(2030, 4, 3))).toEqual(DELIVERY_HOURS);
  // A whole day closed is no day at all.
  const closed = createDeliveryRules(
    datesWith({ forbidden_intervals: [["2030-04-01 00:00", "2030-04-02 00:00"]] }),
  );
  expect(closed.isAvailable(new CalendarDate(2030, 4, 1))).toBe(false);
});

test("should default to the first day offered at 16:00, or its nearest hour", () => {
  expect(createDeliveryRules(datesWith()).defaultChoice()).toEqual({ date: "2030-04-01", hour: 16 });
  // Mondays forbidden: Tuesday the 2nd; closed at 16:00 there: 17:00.
  const rules = createDeliveryRules(
    datesWith({ forbidden_days: [0], forbidden_intervals: [["2030-04-02 15:00", "2030-04-02 17:00"]] }),
  );
  expect(rules.defaultChoice()).toEqual({ date: "2030-04-02", hour: 17 });
  // A day's hour is kept when it is offered there.
  expect(rules.choiceOn(new CalendarDate(2030, 4, 3), 11)).toEqual({ date: "2030-04-03", hour: 11 });
  expect(rules.choiceOn(new CalendarDate(2030, 4, 8), 11)).toBeNull(); // a Monday
});
