import "./search-suggestions.css";
import { type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { ComboBox, ComboBoxStateContext } from "react-aria-components/ComboBox";
import { Input } from "react-aria-components/Input";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import type { KeyboardEvent } from "react-aria-components";
import { useTranslate } from "@/core/i18n/use-translate";
import { useSearchSuggestions } from "../hooks/use-search-suggestions";
import type { ShopSearchProps } from "../shop-search-props";
import { autocompleteOptions } from "../utils/autocomplete-options";
import { searchItems, type SearchItem } from "../utils/search-items";
import { SearchSuggestion } from "./search-suggestion";

export type SearchComboBoxProps = {
  label: string;
  term: string;
  onTermChange: (term: string) => void;
  /** What the suggestions are asked with: the box's kind and its form's action and fields. */
  searchType: string;
  action: string;
  fields: ShopSearchProps["fields"];
  /** False: never ask (a box without suggestions, or the term a results page shows). */
  suggest: boolean;
  placeholder: string;
  groupClass: string;
  inputClass: string;
  /** The search button, rendered inside the combobox's group as in Odoo's box. */
  button: ReactNode;
  submit: () => void;
  /** Where the caret was in the plain input this one replaces (it takes the focus over). */
  caret: { start: number; end: number } | null;
};

/**
 * The search box's suggestions (react-aria's combobox), loaded when a visitor
 * first types in the plain box (shop-search.tsx): arrows move through them,
 * Enter opens the one chosen or, with none chosen, searches. Asking for them
 * is here too, so that every page's first load carries none of it.
 */
export function SearchComboBox({
  label,
  term,
  onTermChange,
  searchType,
  action,
  fields,
  suggest,
  placeholder,
  groupClass,
  inputClass,
  button,
  submit,
  caret,
}: SearchComboBoxProps) {
  const t = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const formOptions = useMemo(() => autocompleteOptions(action, fields), [action, fields]);
  const suggestions = useSearchSuggestions(term, { searchType, formOptions, enabled: suggest });
  const items = searchItems(suggestions);
  useLayoutEffect(() => {
    if (!caret) return;
    inputRef.current?.focus();
    inputRef.current?.setSelectionRange(caret.start, caret.end);
    // Only at the hand-over from the plain input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    <ComboBox
      aria-label={label}
      className={`input-group weekbox-search-box ${groupClass}`}
      inputValue={term}
      onInputChange={onTermChange}
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
        placeholder={placeholder}
        className={`search-query form-control oe_search_box border-0 bg-light ${inputClass}`}
      />
      {button}
      {caret && <OpenAtHandOver hasTerm={term.trim() !== ""} />}
      <Popover className="weekbox-search-popover" placement="bottom start" offset={2}>
        {suggestions.fuzzyTerm && (
          <p className="weekbox-search-note" role="status">
            {t("No results found for “{term}”. Showing results for “{fuzzy}”.", {
              term: term.trim(),
              fuzzy: suggestions.fuzzyTerm,
            })}
          </p>
        )}
        <ListBox<SearchItem>
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
  );
}

/**
 * The keys typed in the plain input (while this part loaded) open the
 * suggestions as typing here would: react-aria opens them on its own input's
 * changes only.
 */
function OpenAtHandOver({ hasTerm }: { hasTerm: boolean }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (hasTerm) state?.open(null, "input");
    // Once, at the hand-over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
