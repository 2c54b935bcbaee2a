import { toBcp47 } from "@/core/i18n/locale-codes";
import { parseServerInstant } from "@/core/format/parse-server-instant";

// For code that reads server instants without formatting dates (the live chat's
// messages): through this module the two stay one chunk; imported apart, the
// parser is split out and every page showing a date loads one chunk more.
export { parseServerInstant };

export type FormatDateOptions = {
  /** IANA zone to show the moment in, e.g. "Europe/Brussels". Defaults to the browser's. */
  zone?: string;
  /** Intl options; defaults to a long date with weekday ("samedi 4 mai 2024"). */
  format?: Intl.DateTimeFormatOptions;
};

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formats a server date in the website language (`fr_BE` → `fr-BE`).
 * Accepts ISO strings and Odoo's UTC `YYYY-MM-DD HH:MM:SS` datetimes. A plain
 * `YYYY-MM-DD` is a calendar day and is never shifted across zones. Returns the
 * input unchanged when it cannot be parsed, so the visitor still sees something.
 */
export function formatDate(value: string, lang: string, options: FormatDateOptions = {}): string {
  const format = options.format ?? LONG_DATE;
  const trimmed = value.trim();
  const day = DATE_ONLY.exec(trimmed);
  // A calendar day is midnight UTC shown in UTC: the same day wherever the visitor is.
  const instant = day
    ? calendarDay(Number(day[1]), Number(day[2]), Number(day[3]))
    : parseServerInstant(trimmed);
  const timeZone = day ? "UTC" : options.zone;
  if (!Number.isFinite(instant)) return value;
  try {
    return new Intl.DateTimeFormat(toBcp47(lang), { ...format, ...(timeZone ? { timeZone } : {}) }).format(
      instant,
    );
  } catch {
    // An unknown zone or locale.
    return value;
  }
}

/** Midnight UTC of a calendar day; NaN for a day that does not exist ("2024-02-30"). */
function calendarDay(year: number, month: number, day: number): number {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() : Number.NaN;
}
