// Odoo sends instants as UTC without saying so ("2024-05-04 22:30:00") or as
// ISO 8601; Date.parse alone would read an offset-less value in the browser's
// zone, and accepts free text ("May 4") a server never sends.
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Epoch milliseconds of a server datetime, read as UTC unless it names an offset; NaN when it is not one. */
export function parseServerInstant(value: string): number {
  const match = INSTANT.exec(value.trim());
  if (!match) return Number.NaN;
  const [, date, hourMinute, seconds = "00", fraction = "", zone = "Z"] = match;
  const millis = fraction.padEnd(3, "0").slice(0, 3);
  const offset =
    zone.toUpperCase() === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(3).replace(":", "") || "00"}`;
  return Date.parse(`${date}T${hourMinute}:${seconds}.${millis}${offset}`);
}
