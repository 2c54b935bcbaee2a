import { useCallback, useRef, useState } from "react";
import { useCall } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import type { QuoteState } from "@/core/rpc/routes/quotation-routes";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import { announceQuoteTotal } from "./quote-totals-event";

export type LineChange = { remove?: boolean; unlink?: boolean; input_quantity?: number | false };

export type QuoteChanges = {
  quote: QuoteState;
  /** What the server refused last (its reason), until the next change succeeds. */
  error: string | null;
  /** The line or option whose change is on its way (its controls wait). */
  pending: string | null;
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
  const [quote, setQuote] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const running = useRef(false);

  const run = useCallback(
    async (key: string, task: () => Promise<QuoteState>) => {
      if (running.current) return;
      running.current = true;
      setPending(key);
      try {
        const next = await task();
        setQuote(next);
        setError(null);
        announceQuoteTotal({ orderId: next.order_id, amountTotal: next.amount_total });
      } catch (failure) {
        if (!isAbort(failure)) setError(userMessage(failure, t));
      } finally {
        running.current = false;
        setPending(null);
        setRevision((count) => count + 1);
      }
    },
    [t],
  );

  const tokenParam = token ? { token } : {};
  const changeLine = (lineId: number, change: LineChange) =>
    run(`line-${lineId}`, async () => {
      const result = await call("/quote/update_line_dict", {
        order_id: orderId,
        line_id: lineId,
        ...tokenParam,
        ...change,
      });
      return result.quote;
    });
  const addOption = (optionId: number) =>
    run(`option-${optionId}`, () =>
      call("/quote/add_option", { order_id: orderId, option_id: optionId, ...tokenParam }),
    );
  return { quote, error, pending, revision, changeLine, addOption };
}
