// The countdown's arithmetic, kept pure so it can be tested around the cut-off
// and across a daylight-saving change. Times are epoch milliseconds.
import { parseServerInstant } from "@/core/format/parse-server-instant";
import { instantFromWallClock, isValidTimeZone, wallClock, zoneOffset } from "@/core/format/time-zone";

export type Remaining = {
  days: number;
  hours: number;
  minutes: number;
  /** True once the deadline is reached: ask the server for the next one. */
  expired: boolean;
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const FALLBACK_ZONE = "Europe/Brussels";

/** The IANA zone to count in; an unknown name falls back to Brussels (the shop's own). */
export function safeZone(zone: string): string {
  return isValidTimeZone(zone) ? zone : FALLBACK_ZONE;
}

/**
 * How far the server's clock is ahead of this browser's: the server's `now`
 * minus the middle of the request (the best guess of when the server read it).
 * Add it to `Date.now()` to get the server's time.
 */
export function clockOffset(serverNowIso: string, sentAtMs: number, receivedAtMs: number): number {
  const serverNow = parseServerInstant(serverNowIso);
  if (!Number.isFinite(serverNow)) return 0;
  return serverNow - (sentAtMs + receivedAtMs) / 2;
}

/**
 * Days, hours and whole minutes left until `deadlineIso`, counted on the wall
 * clock of `zone`: a day is a calendar day there, so in the week the clocks
 * change "5 days" still means "same time, five days later" (23 or 25 hours
 * for the day of the change), as a visitor reading the clock expects.
 */
export function remainingUntil(deadlineIso: string, nowMs: number, zone: string): Remaining {
  const tz = safeZone(zone);
  const deadline = parseServerInstant(deadlineIso);
  if (!Number.isFinite(deadline) || deadline <= nowMs) {
    return { days: 0, hours: 0, minutes: 0, expired: true };
  }
  const now = wallClock(nowMs, tz);
  const offset = zoneOffset(nowMs, tz);
  // "now + n days" keeps the wall-clock time, whatever the offset does meanwhile.
  const daysLater = (n: number) => instantFromWallClock({ ...now, day: now.day + n }, tz, offset);
  const end = wallClock(deadline, tz);
  let days = Math.round(
    (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(now.year, now.month - 1, now.day)) / DAY_MS,
  );
  // The deadline's time of day may come before now's: then the last day is not whole.
  while (days > 0 && daysLater(days) > deadline) days--;
  const rest = deadline - daysLater(days);
  return {
    days,
    hours: Math.floor(rest / HOUR_MS),
    minutes: Math.floor((rest % HOUR_MS) / MINUTE_MS),
    expired: false,
  };
}

/**
 * Milliseconds until the shown minutes change (or the deadline passes): the
 * next whole minute before the deadline, so the display ticks exactly on time
 * without polling every second.
 */
export function msUntilNextTick(deadlineIso: string, nowMs: number): number {
  const left = parseServerInstant(deadlineIso) - nowMs;
  if (!Number.isFinite(left) || left <= 0) return MINUTE_MS;
  const toNextMinute = left % MINUTE_MS || MINUTE_MS;
  // A timer may fire a little early: aim just past the boundary.
  return toNextMinute + 50;
}
