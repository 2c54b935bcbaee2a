import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { ComboBox } from "react-aria-components/ComboBox";
import { Input } from "react-aria-components/Input";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import type { KeyboardEvent } from "react-aria-components";
import { useTranslate } from "@/core/i18n/use-translate";
import type { AutocompleteResult } from "@/core/rpc/routes/catalogue-routes";
import { useSearchSuggestions } from "../hooks/use-search-suggestions";
import type { ShopSearchProps } from "../shop-search-props";
import { autocompleteOptions } from "../utils/autocomplete-options";
import { searchFormTarget } from "../utils/search-form-target";
import { typedBeforeMount } from "../utils/typed-before-mount";
import { SearchSuggestion } from "./search-suggestion";

type Item = { id: string; result: AutocompleteResult | null };

const ALL_RESULTS = "all-results";

/**
 * A search box (spec §2.5, §9.1): a real GET form submitting `search` to its
 * action (the shop's other params as hidden inputs), which works before this
 * widget mounts and without JavaScript. Typing suggests Odoo's matching
 * products (and pages, in the header) in a react-aria combobox: arrows move
 * through them, Enter opens the one chosen or, with none chosen, searches.
 */
export function ShopSearch({
  action,
  searchType,
  search,
  fields,
  suggest,
  searchCount,
  placeholder,
  groupClass,
  inputClass,
  buttonClass,
}: ShopSearchProps) {
  const t = useTranslate();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed] = useState(() => typedBeforeMount(action));
  const [term, setTerm] = useState(typed ?? search);
  // Suggestions once the visitor types: not for the search a results page shows.
  const [edited, setEdited] = useState(typed !== null);
  const target = useMemo(() => searchFormTarget(action, fields), [action, fields]);
  const formOptions = useMemo(() => autocompleteOptions(action, fields), [action, fields]);
  const suggestions = useSearchSuggestions(term, { searchType, formOptions, enabled: suggest && edited });

  useLayoutEffect(() => {
    if (typed !== null) inputRef.current?.focus();
  }, [typed]);

  const label = searchType === "products" ? t("Search products") : t("Search the website");
  const items: Item[] = suggestions.results.map((result, index) => ({ id: `result-${index}`, result }));
  if (suggestions.hasMore) items.push({ id: ALL_RESULTS, result: null });

  const submit = () => formRef.current?.requestSubmit();
  // react-aria keeps Enter from submitting while the suggestions are open (it
  // may be choosing one): with none chosen, Enter searches, as in Odoo's box.
  // Escape closes the suggestions only (react-aria's part): the browser's own
  // Escape on a search input would erase what was typed.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      return;
    }
    const input = inputRef.current;
    if (event.key !== "Enter" || !event.isDefaultPrevented() || !input) return;
    if (!input.getAttribute("aria-activedescendant")) submit();
  }

  return (
    <form
      ref={formRef}
      action={target.path}
      method="get"
      role="search"
      aria-label={label}
      className="weekbox-search o_no_wait_lazy_js"
    >
      {target.fields.map((field, index) => (
        <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />
      ))}
      <ComboBox
        aria-label={label}
        className={`input-group weekbox-search-box ${groupClass}`}
        inputValue={term}
        onInputChange={(text) => {
          setTerm(text);
          setEdited(true);
        }}
        items={items}
        allowsCustomValue
        allowsEmptyCollection={!suggestions.isIdle && !suggestions.isUnavailable}
        menuTrigger="input"
        onKeyDown={onKeyDown}
      >
        <Input
          ref={inputRef}
          type="search"
          name="search"
          enterKeyHint="search"
          placeholder={placeholder || t("Search…")}
          className={`search-query form-control oe_search_box border-0 bg-light ${inputClass}`}
        />
        <button
          type="submit"
          className={`btn oe_search_button o_no_wait_lazy_js ${buttonClass}`}
          aria-label={t("Search")}
          title={t("Search")}
        >
          <i className="oi oi-search" aria-hidden="true" />
          {search && term === search && searchCount !== null && (
            <span className="oe_search_found">
              {" "}
              <small>{t("({count} found)", { count: searchCount })}</small>
            </span>
          )}
        </button>
        <Popover className="weekbox-search-popover" placement="bottom start" offset={2}>
          {suggestions.fuzzyTerm && (
            <p className="weekbox-search-note" role="status">
              {t("No results found for “{term}”. Showing results for “{fuzzy}”.", {
                term: term.trim(),
                fuzzy: suggestions.fuzzyTerm,
              })}
            </p>
          )}
          <ListBox<Item>
            className="weekbox-search-list"
            renderEmptyState={() => (
              <p className="weekbox-search-empty">
                {suggestions.isLoading ? t("Searching…") : t("No results found. Please try another search.")}
              </p>
            )}
          >
            {(item) =>
              item.result ? (
                <SearchSuggestion id={item.id} result={item.result} />
              ) : (
                <ListBoxItem
                  id={item.id}
                  onAction={submit}
                  className="weekbox-search-option weekbox-search-all"
                >
                  {t("All results")}
                </ListBoxItem>
              )
            }
          </ListBox>
        </Popover>
      </ComboBox>
    </form>
  );
}
