import type { Translate } from "@/core/i18n/translate";
import { NOW_UNDER_MS } from "./chat-timing";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A message's time as the window shows it at `now`: 'now' under NOW_UNDER_MS,
 * then "3 minutes ago", "2 hours ago" in the page's language, then its date
 * and time.
 */
export function messageTime(at: number, now: number, t: Translate, locale: string): string {
  const age = Math.max(0, now - at);
  if (age < NOW_UNDER_MS) return t("now");
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  if (age < HOUR) return relative.format(-Math.max(1, Math.round(age / MINUTE)), "minute");
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), "hour");
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(at);
}
