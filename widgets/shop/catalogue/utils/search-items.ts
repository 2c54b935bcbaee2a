import type { AutocompleteResult } from "@/core/rpc/routes/catalogue-routes";
import type { SearchSuggestions } from "../hooks/use-search-suggestions";

/** An option of the suggestions' list: a result, or (result null) the full results page. */
export type SearchItem = { id: string; result: AutocompleteResult | null };

export const ALL_RESULTS = "all-results";

/** The suggestions as the list's options, "All results" last when more match than are shown. */
export function searchItems(suggestions: SearchSuggestions): SearchItem[] {
  const items: SearchItem[] = suggestions.results.map((result, index) => ({ id: `result-${index}`, result }));
  if (suggestions.hasMore) items.push({ id: ALL_RESULTS, result: null });
  return items;
}
