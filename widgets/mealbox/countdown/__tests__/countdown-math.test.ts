import { clockOffset, msUntilNextTick, remainingUntil, safeZone } from "../utils/countdown-math";
import fc from "fast-check";
import { DateTime } from "luxon";

const BRUSSELS = "Europe/Brussels";
const at = (iso: string) => Date.parse(iso);

describe("remainingUntil", () => {
  test("should split the time left into days, hours and whole minutes", () => {
    // Sunday 10:54:55 UTC → Thursday 22:59 UTC (23:59 in Brussels, winter time).
    expect(remainingUntil("2026-11-26T22:59:00Z", at("2026-11-22T09:54:55Z"), BRUSSELS)).toEqual({
      days: 4,
      hours: 13,
      minutes: 4,
      expired: false,
    });
  });

  test("should round minutes down, like the server", () => {
    expect(remainingUntil("2026-11-26T22:59:00Z", at("2026-11-26T22:57:00.001Z"), BRUSSELS)).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 1,
    });
  });

  test("should show zero minutes in the last minute, then expire at the cut-off", () => {
    expect(remainingUntil("2026-11-26T22:59:00Z", at("2026-11-26T22:58:30Z"), BRUSSELS)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      expired: false,
    });
    expect(remainingUntil("2026-11-26T22:59:00Z", at("2026-11-26T22:59:00Z"), BRUSSELS).expired).toBe(true);
    expect(remainingUntil("2026-11-26T22:59:00Z", at("2026-11-27T08:00:00Z"), BRUSSELS)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      expired: true,
    });
  });

  test("should count calendar days in Brussels across the end of summer time", () => {
    // Clocks go back on Sunday 25 October 2026 at 03:00 → 02:00.
    // Saturday 24 October 10:00 (UTC+2) → Thursday 29 October 23:59 (UTC+1):
    // 5 days 13 h 59 min on the wall clock, although 5 d 14 h 59 min elapse.
    const now = at("2026-10-24T08:00:00Z");
    const deadline = "2026-10-29T22:59:00Z";
    expect(remainingUntil(deadline, now, BRUSSELS)).toEqual({
      days: 5,
      hours: 13,
      minutes: 59,
      expired: false,
    });
    expect(remainingUntil(deadline, now, "UTC")).toEqual({ days: 5, hours: 14, minutes: 59, expired: false });
  });

  test("should count calendar days in Brussels across the start of summer time", () => {
    // Clocks go forward on Sunday 29 March 2026 at 02:00 → 03:00.
    // Saturday 28 March 10:00 (UTC+1) → Thursday 2 April 23:59 (UTC+2).
    const now = at("2026-03-28T09:00:00Z");
    const deadline = "2026-04-02T21:59:00Z";
    expect(remainingUntil(deadline, now, BRUSSELS)).toEqual({
      days: 5,
      hours: 13,
      minutes: 59,
      expired: false,
    });
    expect(remainingUntil(deadline, now, "UTC")).toEqual({ days: 5, hours: 12, minutes: 59, expired: false });
  });

  test("should agree with elapsed time on the day of the change itself", () => {
    // Sunday 25 October 01:00 (UTC+2) → 04:00 (UTC+1): 4 hours elapse, no calendar day.
    expect(remainingUntil("2026-10-25T03:00:00Z", at("2026-10-24T23:00:00Z"), BRUSSELS)).toEqual({
      days: 0,
      hours: 4,
      minutes: 0,
      expired: false,
    });
  });

  test("should treat a broken deadline as passed", () => {
    expect(remainingUntil("not a date", at("2026-11-22T09:00:00Z"), BRUSSELS).expired).toBe(true);
  });
});

describe("clockOffset", () => {
  test("should measure the server clock against the middle of the request", () => {
    // Browser 2 minutes slow; the request took 400 ms.
    const sent = at("2026-11-22T09:52:59.800Z");
    const received = at("2026-11-22T09:53:00.200Z");
    expect(clockOffset("2026-11-22T09:55:00Z", sent, received)).toBe(120_000);
  });

  test("should ignore an unreadable server time", () => {
    expect(clockOffset("garbage", 0, 10)).toBe(0);
  });
});

describe("msUntilNextTick", () => {
  test("should wake just after the shown minute changes", () => {
    expect(msUntilNextTick("2026-11-26T22:59:00Z", at("2026-11-26T20:00:20Z"))).toBe(40_050);
    expect(msUntilNextTick("2026-11-26T22:59:00Z", at("2026-11-26T20:00:00Z"))).toBe(60_050);
  });

  test("should wait a minute once the deadline has passed", () => {
    expect(msUntilNextTick("2026-11-26T22:59:00Z", at("2026-11-27T00:00:00Z"))).toBe(60_000);
  });
});

test("should fall back to Brussels for an unknown zone", () => {
  expect(safeZone("Mars/Olympus")).toBe("Europe/Brussels");
  expect(safeZone("Europe/Paris")).toBe("Europe/Paris");
});

describe("remainingUntil against luxon's calendar diff", () => {
  // The countdown used luxon's `diff(["days", "hours", "minutes"])`; it now runs
  // on Intl alone and must give the same figures, DST weeks included.
  const zones = [
    BRUSSELS,
    "UTC",
    "America/New_York",
    "Australia/Lord_Howe",
    "Asia/Kolkata",
    "America/Santiago",
  ];
  const minute = 60_000;
  // 2025–2027, minute-aligned like the server's cut-offs, up to 3 weeks apart.
  const instants = fc.integer({
    min: at("2025-01-01T00:00:00Z") / minute,
    max: at("2027-12-31T00:00:00Z") / minute,
  });

  test("should agree for any moment and deadline in any zone", () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 1, max: 21 * 24 * 60 * 60_000 }),
        fc.constantFrom(...zones),
        (startMinute, aheadMs, zone) => {
          const now = startMinute * minute;
          const deadlineIso = new Date(now + aheadMs).toISOString();
          const left = DateTime.fromISO(deadlineIso, { zone: "utc" })
            .setZone(zone)
            .diff(DateTime.fromMillis(now, { zone }), ["days", "hours", "minutes"]);
          expect(remainingUntil(deadlineIso, now, zone)).toEqual({
            days: Math.trunc(left.days),
            hours: Math.trunc(left.hours),
            minutes: Math.floor(left.minutes),
            expired: false,
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});
