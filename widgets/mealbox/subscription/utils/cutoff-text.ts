// The cut-off as a customer reads it: the moment, in the shop's time zone, and
// how long is left ("in 2 days"), in the page language.
import { formatDate, parseServerInstant } from "@/core/format/format-date";
import { toBcp47 } from "@/core/i18n/locale-codes";

/**
 * The meal box's cut-offs are Brussels wall-clock times (the countdown's zone):
 * a customer abroad still reads the shop's "Thursday 23:59".
 */
export const SHOP_ZONE = "Europe/Brussels";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
};

/** "Thursday 4 December, 23:59" in the page language. */
export function formatDeadline(iso: string, lang: string): string {
  return formatDate(iso, lang, { zone: SHOP_ZONE, format: DEADLINE_FORMAT });
}

/** "in 2 days", "in 5 hours", "in 12 minutes" until `iso`; "" when it has passed or cannot be read. */
export function timeLeft(iso: string, nowMs: number, lang: string): string {
  const left = parseServerInstant(iso) - nowMs;
  if (!Number.isFinite(left) || left <= 0) return "";
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    left >= DAY_MS
      ? [Math.floor(left / DAY_MS), "day"]
      : left >= HOUR_MS
        ? [Math.floor(left / HOUR_MS), "hour"]
        : [Math.max(1, Math.floor(left / MINUTE_MS)), "minute"];
  try {
    return new Intl.RelativeTimeFormat(toBcp47(lang), { numeric: "always" }).format(value, unit);
  } catch {
    return "";
  }
}
