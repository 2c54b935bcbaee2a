import { createContext, useContext, useSyncExternalStore } from "react";
import {
  getTranslations,
  subscribeTranslations,
  type TranslationCatalogue,
} from "@/core/i18n/translation-catalogue";

/** Lets a subtree (tests, previews) use a catalogue other than the page one. */
export const TranslationsContext = createContext<TranslationCatalogue | null>(null);

/**
 * The active catalogue (language, lang params, messages). Re-renders when the
 * page catalogue is replaced, with or without a provider above.
 */
export function useTranslations(): TranslationCatalogue {
  const fromContext = useContext(TranslationsContext);
  const fromStore = useSyncExternalStore(subscribeTranslations, getTranslations, getTranslations);
  return fromContext ?? fromStore;
}
