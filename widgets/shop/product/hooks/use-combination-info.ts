import { useCallback, useEffect, useRef, useState } from "react";
import { useRouteQuery } from "@/core/data/use-query";
import type { CombinationInfo } from "../types/shop-product-types";

/** How long the combination must stay unchanged before it is asked about (clicks in a row ask once). */
export const COMBINATION_DEBOUNCE_MS = 150;

export type CombinationRequest = {
  combination: readonly number[];
  /** The variant shown when the combination changed; 0 for none (sent as false). */
  productId: number;
  addQty: number;
};

export type AnsweredCombination = { info: CombinationInfo; request: CombinationRequest };

export type CombinationInfoState = {
  /** The last answer and the request it answers; kept while the next one is on its way. */
  answered: AnsweredCombination | undefined;
  /** The current request's failure. */
  error: unknown;
  /** Asks about `request` once the visitor stops changing it; a request superseded before or while on its way is dropped. */
  ask: (request: CombinationRequest) => void;
  /** Asks about the current combination again (the cart changed: its stock). */
  reload: () => void;
};

/**
 * /website_sale/get_combination_info for the buy box: asked on mount and
 * after each change of the combination (debounced). The page query cache
 * aborts a request whose params changed, and only the current request's
 * answer is read, so a late answer never overwrites a newer one.
 */
export function useCombinationInfo(
  productTemplateId: number,
  initial: CombinationRequest,
): CombinationInfoState {
  const [request, setRequest] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const query = useRouteQuery("/website_sale/get_combination_info", {
    product_template_id: productTemplateId,
    product_id: request.productId > 0 ? request.productId : false,
    combination: [...request.combination],
    add_qty: request.addQty,
  });

  const [answered, setAnswered] = useState<AnsweredCombination | undefined>(undefined);
  if (query.data && query.data !== answered?.info) setAnswered({ info: query.data, request });

  const ask = useCallback((next: CombinationRequest) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRequest(next), COMBINATION_DEBOUNCE_MS);
  }, []);

  return { answered, error: query.error, ask, reload: query.reload };
}
