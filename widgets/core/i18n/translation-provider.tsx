import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components/I18nProvider";
import { toBcp47 } from "@/core/i18n/locale-codes";
import type { TranslationCatalogue } from "@/core/i18n/translation-catalogue";
import { TranslationsContext, useTranslations } from "@/core/i18n/use-translations";

export type TranslationProviderProps = {
  /** Overrides the page catalogue for this subtree; omit to follow the page one. */
  catalogue?: TranslationCatalogue;
  children: ReactNode;
};

/**
 * Provides the catalogue and tells react-aria the website language, so its
 * built-in strings (stepper buttons, close labels) and number formats follow
 * the site rather than the browser.
 */
export function TranslationProvider({ catalogue, children }: TranslationProviderProps) {
  const pageCatalogue = useTranslations();
  const active = catalogue ?? pageCatalogue;
  return (
    <TranslationsContext.Provider value={active}>
      <I18nProvider locale={toBcp47(active.lang)}>{children}</I18nProvider>
    </TranslationsContext.Provider>
  );
}
