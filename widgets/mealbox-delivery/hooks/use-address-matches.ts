import { useEffect, useState } from "react";
import { isAbort, useRpc } from "@/core/rpc/use-rpc";
import { useDeliveryClient } from "../api/delivery-client-context";
import type { Suggestion } from "../utils/suggestion-address";

/** Spec §9.3: suggestions from 1 character, 300 ms after the last key, Belgium by default. */
export const AUTOCOMPLETE_MIN_LENGTH = 1;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_DEFAULT_CONTEXT = "bel";
/**
 * A lookup that takes longer is given up (no suggestions): the server itself
 * waits 3 s for the provider, so a hanging request must not keep "Looking up
 * addresses…" on screen for the client's default 30 s.
 */
export const AUTOCOMPLETE_TIMEOUT_MS = 8_000;
const MAX_TERM = 100;

export type AddressMatches = { items: Suggestion[]; isLoading: boolean };

/**
 * Address suggestions for `term` (null: do not look up). A failing provider or
 * server gives no suggestions — typing goes on as in a plain field.
 */
export function useAddressMatches(term: string | null, context: string): AddressMatches {
  const call = useRpc(useDeliveryClient());
  const [state, setState] = useState<{ key: string; items: Suggestion[] }>({ key: "", items: [] });
  const text = (term ?? "").trim().slice(0, MAX_TERM);
  const key = term === null || text.length < AUTOCOMPLETE_MIN_LENGTH ? "" : `${context}\u0000${text}`;

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call(
        "/getmatches",
        { url: text, context },
        { signal: controller.signal, timeoutMs: AUTOCOMPLETE_TIMEOUT_MS },
      ).then(
        (items) => setState({ key, items }),
        (error: unknown) => {
          if (!isAbort(error) && !controller.signal.aborted) setState({ key, items: [] });
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [call, key, text, context]);

  if (!key) return { items: [], isLoading: false };
  return state.key === key ? { items: state.items, isLoading: false } : { items: [], isLoading: true };
}
