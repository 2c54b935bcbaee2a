import { loadTranslations } from "@/core/i18n/load-translations";
import { ENGLISH_CATALOGUE, getTranslations, setTranslations } from "@/core/i18n/translation-catalogue";
import type { PageConfig } from "@/core/page/page-config";

/**
 * The page's translations in the catalogue every widget reads (`_t`): what a
 * widget or enhancer waits for before its first render (loaded once per URL).
 */
export function pageTranslationsReady(config: PageConfig): Promise<void> {
  return loadTranslations(config.translationsUrl).then((catalogue) => {
    if (catalogue !== ENGLISH_CATALOGUE) {
      setTranslations(catalogue);
    } else if (getTranslations() === ENGLISH_CATALOGUE && config.lang !== ENGLISH_CATALOGUE.lang) {
      // No translations, but numbers, dates and react-aria labels should still follow the site language.
      setTranslations({ ...ENGLISH_CATALOGUE, lang: config.lang });
    }
  });
}
