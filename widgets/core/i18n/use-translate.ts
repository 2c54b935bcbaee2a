import { useMemo } from "react";
import { translateWith, type Translate } from "@/core/i18n/translate";
import { useTranslations } from "@/core/i18n/use-translations";

/**
 * `_t` for components: re-renders when translations arrive. Call the result as
 * `t("literal English text", values)` so the extraction script finds it.
 */
export function useTranslate(): Translate {
  const catalogue = useTranslations();
  return useMemo<Translate>(() => (source, values) => translateWith(catalogue, source, values), [catalogue]);
}
