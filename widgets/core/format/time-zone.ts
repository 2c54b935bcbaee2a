// Wall-clock arithmetic in an IANA zone on the browser's own Intl data, so the
// home page does not ship a date library (luxon alone was 22 KB gzip) to count
// down to a cut-off. Times are epoch milliseconds, offsets minutes east of UTC.

/** A moment as a clock on the wall of some zone shows it. `month` is 1–12. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
};

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True for a zone name this browser knows ("Europe/Brussels", "UTC"). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** What the wall clock in `zone` shows at `ms`. Throws a RangeError for an unknown zone. */
export function wallClock(ms: number, zone: string): WallClock {
  const fields: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(ms)) fields[part.type] = part.value;
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    // Some engines still say "24" for midnight despite h23.
    hour: Number(fields.hour) % 24,
    minute: Number(fields.minute),
    second: Number(fields.second),
    millisecond: ((ms % 1000) + 1000) % 1000,
  };
}

/** The wall clock read as if it were UTC: handy for day arithmetic (Date.UTC normalises overflow). */
export function wallClockAsUtc(wall: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond);
  return date.getTime();
}

/** Minutes `zone` is ahead of UTC at `ms` (Brussels: 60 in winter, 120 in summer). */
export function zoneOffset(ms: number, zone: string): number {
  return Math.round((wallClockAsUtc(wallClock(ms, zone)) - ms) / MINUTE_MS);
}

/**
 * The instant a wall clock in `zone` shows `wall`. Fields may overflow
 * (`day: 32`). A time the clocks skip (02:30 when they jump to 03:00) is moved
 * forward by the gap; a time they show twice is the earlier one unless
 * `offsetGuess` (the offset of a nearby known moment) says otherwise — the
 * rule luxon follows, which the countdown's figures were checked against.
 */
export function instantFromWallClock(wall: WallClock, zone: string, offsetGuess?: number): number {
  const local = wallClockAsUtc(wall);
  const first = offsetGuess ?? zoneOffset(local, zone);
  let guess = local - first * MINUTE_MS;
  const second = zoneOffset(guess, zone);
  if (second === first) return guess;
  guess -= (second - first) * MINUTE_MS;
  const third = zoneOffset(guess, zone);
  if (second === third) return guess;
  // In a gap: neither offset reproduces the wall time.
  return local - Math.min(second, third) * MINUTE_MS;
}
