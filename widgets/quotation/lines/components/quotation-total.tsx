import { useEffect, useState } from "react";
import { useMoney } from "@/core/format/use-money";
import type { QuotationTotalProps } from "../quotation-total-props";
import { QUOTE_TOTAL_EVENT, type QuoteTotalDetail } from "../utils/quote-totals-event";

/** The quotation's total where the page shows it outside its lines; it follows their changes. */
export function QuotationTotal({ orderId, amountTotal, currency }: QuotationTotalProps) {
  const [total, setTotal] = useState(amountTotal);
  const money = useMoney(currency);
  useEffect(() => {
    const follow = (event: Event) => {
      const detail = (event as CustomEvent<QuoteTotalDetail>).detail;
      if (detail?.orderId === orderId) setTotal(detail.amountTotal);
    };
    window.addEventListener(QUOTE_TOTAL_EVENT, follow);
    return () => window.removeEventListener(QUOTE_TOTAL_EVENT, follow);
  }, [orderId]);
  return <span data-id="total_amount">{money(total)}</span>;
}
