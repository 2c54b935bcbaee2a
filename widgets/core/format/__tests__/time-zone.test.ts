import { instantFromWallClock, isValidTimeZone, wallClock, zoneOffset } from "@/core/format/time-zone";

const BRUSSELS = "Europe/Brussels";
const at = (iso: string) => Date.parse(iso);

test("should read the wall clock of a zone, summer and winter", () => {
  expect(wallClock(at("2026-07-01T10:15:30.250Z"), BRUSSELS)).toEqual({
    year: 2026,
    month: 7,
    day: 1,
    hour: 12,
    minute: 15,
    second: 30,
    millisecond: 250,
  });
  expect(wallClock(at("2026-12-31T23:30:00Z"), BRUSSELS)).toMatchObject({
    year: 2027,
    month: 1,
    day: 1,
    hour: 0,
  });
  expect(zoneOffset(at("2026-07-01T10:00:00Z"), BRUSSELS)).toBe(120);
  expect(zoneOffset(at("2026-12-01T10:00:00Z"), BRUSSELS)).toBe(60);
  expect(zoneOffset(at("2026-12-01T10:00:00Z"), "America/New_York")).toBe(-300);
});

test("should find the instant a wall clock shows, across month ends", () => {
  const wall = { year: 2026, month: 10, day: 32, hour: 23, minute: 59, second: 0, millisecond: 0 };
  expect(new Date(instantFromWallClock(wall, BRUSSELS)).toISOString()).toBe("2026-11-01T22:59:00.000Z");
});

test("should move a skipped time forward by the gap when clocks spring forward", () => {
  // 29 March 2026: Brussels goes from 02:00 straight to 03:00.
  const wall = { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0, millisecond: 0 };
  expect(new Date(instantFromWallClock(wall, BRUSSELS, 60)).toISOString()).toBe("2026-03-29T01:30:00.000Z");
});

test("should pick the repeated hour the offset guess points at when clocks go back", () => {
  // 25 October 2026: 02:30 happens at 00:30 UTC (summer) and again at 01:30 UTC (winter).
  const wall = { year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0, millisecond: 0 };
  expect(new Date(instantFromWallClock(wall, BRUSSELS, 120)).toISOString()).toBe("2026-10-25T00:30:00.000Z");
  expect(new Date(instantFromWallClock(wall, BRUSSELS, 60)).toISOString()).toBe("2026-10-25T01:30:00.000Z");
});

test("should tell known zones from unknown ones", () => {
  expect(isValidTimeZone("Europe/Brussels")).toBe(true);
  expect(isValidTimeZone("UTC")).toBe(true);
  expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  expect(isValidTimeZone("")).toBe(false);
});
