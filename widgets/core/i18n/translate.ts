import { getTranslations } from "@/core/i18n/translation-catalogue";
import type { TranslationCatalogue } from "@/core/i18n/translation-catalogue";

export type TranslateValues = Record<string, string | number>;

/**
 * Translates an English source string. Always pass a string literal as the
 * first argument: the extraction script only sees literal `_t("…")`/`t("…")`.
 */
export type Translate = (source: string, values?: TranslateValues) => string;

/**
 * Looks `source` up in the page catalogue (Odoo convention: msgid = English
 * source) and fills `{name}` placeholders from `values`.
 * e.g. `_t("Please select {n} more meal(s) to proceed", { n: 3 })`.
 */
export function _t(source: string, values?: TranslateValues): string {
  return translateWith(getTranslations(), source, values);
}

/** `_t` against a given catalogue; used by the React hook. */
export function translateWith(
  catalogue: TranslationCatalogue,
  source: string,
  values?: TranslateValues,
): string {
  const translated = catalogue.messages.get(source) || source;
  return values ? interpolate(translated, values) : translated;
}

function interpolate(template: string, values: TranslateValues): string {
  // Unknown placeholders stay visible rather than silently becoming "undefined".
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
