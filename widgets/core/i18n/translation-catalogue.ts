// The page-wide catalogue: set once before the first widget renders, readable
// by plain functions (`_t`) and subscribable by React (`useTranslations`).

/** Odoo's `res.lang` parameters as served with the translations. */
export type LangParams = {
  decimal_point: string;
  thousands_sep: string;
  /** Odoo's grouping string, e.g. "[3,0]". */
  grouping: string;
  date_format: string;
  time_format: string;
  direction: "ltr" | "rtl";
  /** 1 = Monday … 7 = Sunday. */
  week_start: number;
};

export type TranslationCatalogue = {
  /** Odoo language code, e.g. `fr_BE`. */
  lang: string;
  langParams: LangParams;
  /** English source string (msgid) → translation. */
  messages: ReadonlyMap<string, string>;
};

export const DEFAULT_LANG_PARAMS: LangParams = {
  decimal_point: ".",
  thousands_sep: ",",
  grouping: "[3,0]",
  date_format: "%m/%d/%Y",
  time_format: "%H:%M:%S",
  direction: "ltr",
  week_start: 7,
};

export const ENGLISH_CATALOGUE: TranslationCatalogue = {
  lang: "en_US",
  langParams: DEFAULT_LANG_PARAMS,
  messages: new Map(),
};

let current: TranslationCatalogue = ENGLISH_CATALOGUE;
const listeners = new Set<() => void>();

export function getTranslations(): TranslationCatalogue {
  return current;
}

/** Replaces the page catalogue; mounted components re-render with it. */
export function setTranslations(catalogue: TranslationCatalogue): void {
  if (catalogue === current) return;
  current = catalogue;
  for (const listener of [...listeners]) listener();
}

export function subscribeTranslations(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
