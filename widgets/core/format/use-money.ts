import { useCallback } from "react";
import { formatMoney, type MoneyCurrency } from "@/core/format/format-money";
import { useTranslations } from "@/core/i18n/use-translations";

/** `formatMoney` in the page language, for the order or box currency. */
export function useMoney(currency: MoneyCurrency | undefined): (amount: number) => string {
  const { langParams } = useTranslations();
  return useCallback(
    (amount: number) => (currency ? formatMoney(amount, currency, langParams) : amount.toFixed(2)),
    [currency, langParams],
  );
}
