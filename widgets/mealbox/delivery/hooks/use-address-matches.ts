import { useRouteQuery } from "@/core/data/use-query";
import type { Suggestion } from "../utils/suggestion-address";
import { useDebouncedValue } from "@/core/data/use-debounced-value";

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
 * server gives no suggestions — typing goes on as in a plain field. A term
 * typed on replaces the one before: its lookup is aborted.
 */
export function useAddressMatches(term: string | null, context: string): AddressMatches {
  const text = (term ?? "").trim().slice(0, MAX_TERM);
  const key = term === null || text.length < AUTOCOMPLETE_MIN_LENGTH ? "" : `${context}\u0000${text}`;
  const isSettled = useDebouncedValue(key, AUTOCOMPLETE_DEBOUNCE_MS) === key;
  const matches = useRouteQuery(
    "/getmatches",
    { url: text, context },
    { enabled: key !== "" && isSettled, timeoutMs: AUTOCOMPLETE_TIMEOUT_MS },
  );
  if (!key) return { items: [], isLoading: false };
  if (!isSettled || matches.isLoading) return { items: [], isLoading: true };
  return { items: matches.data ?? [], isLoading: false };
}
