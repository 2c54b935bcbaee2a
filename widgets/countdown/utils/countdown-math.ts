// The countdown's arithmetic, kept pure so it can be tested around the cut-off
// and across a daylight-saving change. Times are epoch milliseconds.
import { DateTime, IANAZone } from "luxon";

export type Remaining = {
  days: number;
  hours: number;
  minutes: number;
  /** True once the deadline is reached: ask the server for the next one. */
  expired: boolean;
};

const MINUTE_MS = 60_000;
const FALLBACK_ZONE = "Europe/Brussels";

/** The IANA zone to count in; an unknown name falls back to Brussels (the shop's own). */
export function safeZone(zone: string): string {
  return IANAZone.isValidZone(zone) ? zone : FALLBACK_ZONE;
}

/**
 * How far the server's clock is ahead of this browser's: the server's `now`
 * minus the middle of the request (the best guess of when the server read it).
 * Add it to `Date.now()` to get the server's time.
 */
export function clockOffset(serverNowIso: string, sentAtMs: number, receivedAtMs: number): number {
  const serverNow = Date.parse(serverNowIso);
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
  const deadline = DateTime.fromISO(deadlineIso, { zone: "utc" }).setZone(tz);
  const now = DateTime.fromMillis(nowMs, { zone: tz });
  if (!deadline.isValid || deadline.toMillis() <= now.toMillis()) {
    return { days: 0, hours: 0, minutes: 0, expired: true };
  }
  const left = deadline.diff(now, ["days", "hours", "minutes"]);
  return {
    days: Math.trunc(left.days),
    hours: Math.trunc(left.hours),
    minutes: Math.floor(left.minutes),
    expired: false,
  };
}

/**
 * Milliseconds until the shown minutes change (or the deadline passes): the
 * next whole minute before the deadline, so the display ticks exactly on time
 * without polling every second.
 */
export function msUntilNextTick(deadlineIso: string, nowMs: number): number {
  const left = Date.parse(deadlineIso) - nowMs;
  if (!Number.isFinite(left) || left <= 0) return MINUTE_MS;
  const toNextMinute = left % MINUTE_MS || MINUTE_MS;
  // A timer may fire a little early: aim just past the boundary.
  return toNextMinute + 50;
}
