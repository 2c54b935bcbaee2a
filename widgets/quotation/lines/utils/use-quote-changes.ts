import { useState } from "react";
import { useCall, useSingleFlight } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import type { QuoteState } from "@/core/rpc/routes/quotation-routes";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import { announceQuoteTotal } from "./quote-totals-event";

export type LineChange = { remove?: boolean; unlink?: boolean; input_quantity?: number | false };

export type QuoteChanges = {
  quote: QuoteState;
  /** What the server refused last (its reason), until the next change succeeds. */
  error: string | null;
  /** A change is on its way: the quotation's controls wait. */
  busy: boolean;
  /** Counts the server's answers (refusals too). */
  revision: number;
  changeLine(lineId: number, change: LineChange): Promise<void>;
  addOption(optionId: number): Promise<void>;
};

/**
 * The quotation as the server last answered it, and the changes the visitor
 * makes: one call each, one at a time (the controls of the quotation wait
 * while one is on its way). A refusal keeps the numbers shown and says why.
 */
export function useQuoteChanges(orderId: number, token: string, initial: QuoteState): QuoteChanges {
  const call = useCall();
  const t = useTranslate();
  const { run, busy } = useSingleFlight();
  const [quote, setQuote] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);

  const change = (task: () => Promise<QuoteState>) =>
    run(async () => {
      try {
        const next = await task();
        setQuote(next);
        setError(null);
        announceQuoteTotal({ orderId: next.order_id, amountTotal: next.amount_total });
      } catch (failure) {
        if (!isAbort(failure)) setError(userMessage(failure, t));
      } finally {
        setRevision((count) => count + 1);
      }
    });

  const tokenParam = token ? { token } : {};
  const changeLine = async (lineId: number, lineChange: LineChange) => {
    await change(async () => {
      const result = await call("/quote/update_line_dict", {
        order_id: orderId,
        line_id: lineId,
        ...tokenParam,
        ...lineChange,
      });
      return result.quote;
    });
  };
  const addOption = async (optionId: number) => {
    await change(() => call("/quote/add_option", { order_id: orderId, option_id: optionId, ...tokenParam }));
  };
  return { quote, error, busy, revision, changeLine, addOption };
}
