import { useState } from "react";
import { useRouteQuery } from "@/core/data/use-query";
import type { AutocompleteResult } from "@/core/rpc/routes/catalogue-routes";
import { isLocalPath } from "../utils/local-path";
import { useDebouncedValue } from "@/core/data/use-debounced-value";

/** Spec §9.1: at most 15 suggestions in all. */
export const SEARCH_SUGGESTION_LIMIT = 15;
/** Asked this long after the last key (Odoo's box waits 400 ms). */
export const SEARCH_DEBOUNCE_MS = 250;
/** From the first character, as Odoo's box. */
export const SEARCH_MIN_LENGTH = 1;
const MAX_TERM_LENGTH = 256;
/** The suggestions' order in Odoo's box (its hidden `order` input). */
const SUGGESTION_ORDER = "name asc";
/** Descriptions are shortened to this many characters (Odoo's box: 22 % of its 300 px minimum width). */
const SUGGESTION_MAX_CHARS = 66;

export type SearchSuggestionsRequest = {
  searchType: string;
  /** The form's params (utils/autocomplete-options). */
  formOptions: Record<string, string>;
  /** False: never ask (a box without suggestions). */
  enabled: boolean;
};

export type SearchSuggestions = {
  /** The suggestions to show: at most 15, each leading to a page of this site. */
  results: AutocompleteResult[];
  /** More records match than shown: offer the full results page. */
  hasMore: boolean;
  /** The word Odoo searched instead (nothing matched the typed one), or null. */
  fuzzyTerm: string | null;
  /** The typed term's suggestions are not there yet (those shown, if any, are the previous term's). */
  isLoading: boolean;
  /** Nothing to suggest for: the term is too short. */
  isIdle: boolean;
  /** The server could not answer: no suggestions (the search itself still works). */
  isUnavailable: boolean;
};

/**
 * Odoo's suggestions for what the visitor types (/website/snippet/autocomplete),
 * asked once the typing pauses. A term typed on replaces the one before: its
 * request is aborted, so an answer arriving late is never shown. The previous
 * suggestions stay on screen until the new ones arrive, as in Odoo's box. A
 * failing server means no suggestions: the search itself still works.
 */
export function useSearchSuggestions(
  term: string,
  { searchType, formOptions, enabled }: SearchSuggestionsRequest,
): SearchSuggestions {
  const text = term.trim().slice(0, MAX_TERM_LENGTH);
  const wanted = enabled && text.length >= SEARCH_MIN_LENGTH ? text : "";
  // From nothing: the combobox that asks mounts with the visitor's first key, which waits as any other.
  const settled = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS, "");
  const query = useRouteQuery(
    "/website/snippet/autocomplete",
    {
      search_type: searchType,
      term: settled,
      order: SUGGESTION_ORDER,
      limit: SEARCH_SUGGESTION_LIMIT,
      max_nb_chars: SUGGESTION_MAX_CHARS,
      options: {
        ...formOptions,
        displayImage: true,
        displayDescription: true,
        // Odoo's category links are HTML: not shown.
        displayExtraLink: false,
        displayDetail: true,
        allowFuzzy: true,
      },
    },
    { enabled: settled !== "" },
  );
  // The last answer, kept while the next one is on its way.
  const [shown, setShown] = useState(query.data);
  if (query.data !== undefined && query.data !== shown) setShown(query.data);

  if (wanted === "") {
    return {
      results: [],
      hasMore: false,
      fuzzyTerm: null,
      isLoading: false,
      isIdle: true,
      isUnavailable: false,
    };
  }
  const isUnavailable = query.error !== undefined && settled === wanted;
  const answer = query.data ?? (isUnavailable ? undefined : shown);
  const results = (answer?.results ?? [])
    .filter((result) => isLocalPath(result.website_url))
    .slice(0, SEARCH_SUGGESTION_LIMIT);
  return {
    results,
    hasMore: (answer?.results_count ?? 0) > results.length,
    fuzzyTerm: (results.length > 0 && answer?.fuzzy_search) || null,
    isLoading: settled !== wanted || query.isLoading,
    isIdle: false,
    isUnavailable,
  };
}
