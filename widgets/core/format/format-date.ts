import { DateTime, type DateTimeFormatOptions } from "luxon";
import { toBcp47 } from "@/core/i18n/locale-codes";

export type FormatDateOptions = {
  /** IANA zone to show the moment in, e.g. "Europe/Brussels". Defaults to the browser's. */
  zone?: string;
  /** Intl options; defaults to a long date with weekday ("samedi 4 mai 2024"). */
  format?: DateTimeFormatOptions;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats a server date in the website language (`fr_BE` → `fr-BE`).
 * Accepts ISO strings and Odoo's UTC `YYYY-MM-DD HH:MM:SS` datetimes. A plain
 * `YYYY-MM-DD` is a calendar day and is never shifted across zones. Returns the
 * input unchanged when it cannot be parsed, so the visitor still sees something.
 */
export function formatDate(value: string, lang: string, options: FormatDateOptions = {}): string {
  const zone = options.zone ?? "local";
  const locale = toBcp47(lang);
  const format = options.format ?? DateTime.DATE_HUGE;
  const trimmed = value.trim();
  let date: DateTime;
  if (DATE_ONLY.test(trimmed)) {
    date = DateTime.fromISO(trimmed, { zone });
  } else {
    // Odoo serialises datetimes in UTC without an offset.
    date = DateTime.fromISO(trimmed, { zone: "utc", setZone: true });
    if (!date.isValid) date = DateTime.fromSQL(trimmed, { zone: "utc" });
    date = date.setZone(zone);
  }
  return date.isValid ? date.setLocale(locale).toLocaleString(format) : value;
}
