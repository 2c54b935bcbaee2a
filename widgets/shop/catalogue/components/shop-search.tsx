import { type ChangeEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { useLazyPart } from "@/ui/use-lazy-part";
import type { ShopSearchProps } from "../shop-search-props";
import { searchFormTarget } from "../utils/search-form-target";
import { typedBeforeMount } from "../utils/typed-before-mount";

// In every page's header: the suggestions' combobox (react-aria's), with the
// asking for them, comes when a visitor first types (ui/use-lazy-part.ts);
// until then the box is a plain input.
const loadComboBox = () => import("./search-combo-box").then((module) => module.SearchComboBox);

/**
 * A search box (spec §2.5, §9.1): a real GET form submitting `search` to its
 * action (the shop's other params as hidden inputs), which works before this
 * widget mounts and without JavaScript. Typing suggests Odoo's matching
 * products (and pages, in the header) in a react-aria combobox
 * (search-combo-box.tsx), loaded with the first key.
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
  const comboBox = useLazyPart(loadComboBox);
  // Where the caret is in the plain input: the combobox's input takes it over.
  const [caret, setCaret] = useState<{ start: number; end: number } | null>(null);

  useLayoutEffect(() => {
    if (typed !== null) inputRef.current?.focus();
  }, [typed]);

  const label = searchType === "products" ? t("Search products") : t("Search the website");
  const submit = () => formRef.current?.requestSubmit();
  const changeTerm = (text: string) => {
    setTerm(text);
    setEdited(true);
  };
  const keepCaret = (input: HTMLInputElement) => {
    setCaret(
      document.activeElement === input
        ? { start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length }
        : null,
    );
  };
  const onPlainChange = (event: ChangeEvent<HTMLInputElement>) => {
    changeTerm(event.target.value);
    keepCaret(event.target);
    if (suggest) comboBox.activate("keyboard");
  };

  const button = (
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
  );
  const ComboBox = comboBox.part;

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
      {ComboBox ? (
        <ComboBox
          label={label}
          term={term}
          onTermChange={changeTerm}
          searchType={searchType}
          action={action}
          fields={fields}
          suggest={suggest && edited}
          placeholder={placeholder || t("Search…")}
          groupClass={groupClass}
          inputClass={inputClass}
          button={button}
          submit={submit}
          caret={caret}
        />
      ) : (
        <div className={`input-group weekbox-search-box ${groupClass}`}>
          {/* A combobox already (its suggestions come with the first key): one
              element's name and role throughout, for screen readers. */}
          <input
            ref={inputRef}
            type="search"
            name="search"
            role="combobox"
            aria-label={label}
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={placeholder || t("Search…")}
            className={`search-query form-control oe_search_box border-0 bg-light ${inputClass}`}
            value={term}
            onChange={onPlainChange}
            onFocus={comboBox.prepare}
            onPointerEnter={comboBox.prepare}
            onSelect={(event) => keepCaret(event.currentTarget)}
            // The browser's own Escape on a search input erases what was typed;
            // Odoo's box keeps it (and there are no suggestions to close yet).
            onKeyDown={(event) => event.key === "Escape" && event.preventDefault()}
          />
          {button}
        </div>
      )}
    </form>
  );
}
