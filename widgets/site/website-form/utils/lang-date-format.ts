import { DateTime } from "luxon";
import type { LangParams } from "@/core/i18n/translation-catalogue";

// Odoo's res.lang formats are strftime; luxon reads its own tokens.
const STRFTIME_TO_LUXON: Record<string, string> = {
  a: "ccc",
  A: "cccc",
  b: "MMM",
  B: "MMMM",
  d: "dd",
  H: "HH",
  I: "hh",
  j: "ooo",
  m: "MM",
  M: "mm",
  p: "a",
  S: "ss",
  y: "yy",
  Y: "yyyy",
  "%": "%",
};

/** A strftime format as luxon's, literal text quoted (e.g. `%d/%m/%Y` → `dd/MM/yyyy`). */
export function toLuxonFormat(strftime: string): string {
  let luxon = "";
  let literal = "";
  const flush = () => {
    if (literal) luxon += `'${literal.replace(/'/g, "''")}'`;
    literal = "";
  };
  for (let i = 0; i < strftime.length; i++) {
    const char = strftime[i]!;
    const token = char === "%" ? STRFTIME_TO_LUXON[strftime[i + 1] ?? ""] : undefined;
    if (token !== undefined) {
      flush();
      luxon += token;
      i++;
    } else if (/[a-z]/i.test(char)) {
      literal += char;
    } else {
      flush();
      luxon += char;
    }
  }
  flush();
  return luxon;
}

/** Leading zeros optional when reading: `dd` → `d`, `MM` → `M`, `HH` → `H`… (luxon's one-letter tokens take one or two digits). */
function lenient(luxonFormat: string): string {
  return luxonFormat.replace(/(?<![A-Za-z])(dd|MM|HH|hh|mm|ss)(?![A-Za-z])/g, (token) => token[0]!);
}

export type DateKind = "date" | "datetime";

export type LangDateFormat = {
  /** What the picker writes in the input (the language's own format, zero-padded). */
  display: Record<DateKind, string>;
  /** The visitor's value, strictly in the language's format; null when it is not. */
  parse(value: string, kind: DateKind): DateTime | null;
  format(value: DateTime, kind: DateKind): string;
};

/** The page language's date and datetime formats (Odoo: `date_format`, `date_format time_format`). */
export function langDateFormat(params: Pick<LangParams, "date_format" | "time_format">): LangDateFormat {
  const date = toLuxonFormat(params.date_format);
  const display = { date, datetime: `${date} ${toLuxonFormat(params.time_format)}` };
  return {
    display,
    parse(value, kind) {
      const parsed = DateTime.fromFormat(value.trim(), lenient(display[kind]), { locale: "en-US" });
      return parsed.isValid ? parsed : null;
    },
    format(value, kind) {
      return value.toFormat(display[kind], { locale: "en-US" });
    },
  };
}

/** What Odoo's server reads for a model's date or datetime field: `YYYY-MM-DD`, or the UTC moment. */
export function serverValue(value: DateTime, kind: DateKind): string {
  return kind === "date" ? value.toFormat("yyyy-MM-dd") : value.toUTC().toFormat("yyyy-MM-dd HH:mm:ss");
}
