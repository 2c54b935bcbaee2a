import { useState } from "react";
import { useCall, useSingleFlight } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import { reloadPage } from "@/core/page/page-navigation";
import type { QuoteState } from "@/core/rpc/routes/quotation-routes";
import { isAbort, isUserFacing, RpcError, SessionExpiredError, userMessage } from "@/core/rpc/rpc-errors";
import { announceQuoteTotal } from "./quote-totals-event";

export type LineChange = { remove?: boolean; unlink?: boolean; input_quantity?: number | false };

/** The server answered nothing (spec §4.1): the page reloads and shows the quotation as it is now. */
class NothingAnswered extends Error {}

/**
 * Whether /quote/update_line_dict failed without changing anything, so the
 * spec's /quote/update_line may do the change instead (§7.1): the route
 * missing or failing on its way (an HTTP error status) or in the server (Odoo
 * rolls the change back). Not a refusal said to the visitor (the other route
 * would refuse too), nor a lost connection, a timeout or an answer of another
 * shape, after which the change may have been made.
 */
function mayFallBack(failure: unknown): boolean {
  return failure instanceof RpcError && !(failure instanceof SessionExpiredError) && !isUserFacing(failure);
}

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
        if (failure instanceof NothingAnswered) reloadPage();
        else if (!isAbort(failure)) setError(userMessage(failure, t));
      } finally {
        setRevision((count) => count + 1);
      }
    });

  const tokenParam = token ? { token } : {};
  const changeLine = async (lineId: number, lineChange: LineChange) => {
    await change(async () => {
      const { input_quantity, ...stepOrRemove } = lineChange;
      const params = { order_id: orderId, line_id: lineId, ...tokenParam, ...stepOrRemove };
      try {
        const result = await call("/quote/update_line_dict", {
          ...params,
          ...(input_quantity === undefined ? {} : { input_quantity }),
        });
        if (!result) throw new NothingAnswered();
        return result.quote;
      } catch (failure) {
        // A typed quantity is not for the other route: without it, it would add one unit instead.
        if (input_quantity !== undefined || !mayFallBack(failure)) throw failure;
      }
      const fallback = await call("/quote/update_line", params);
      if (!fallback) throw new NothingAnswered();
      return fallback[2];
    });
  };
  const addOption = async (optionId: number) => {
    await change(() => call("/quote/add_option", { order_id: orderId, option_id: optionId, ...tokenParam }));
  };
  return { quote, error, busy, revision, changeLine, addOption };
}
