import { useRef, useState } from "react";
import { ComboBox } from "react-aria-components/ComboBox";
import { FieldError } from "react-aria-components/FieldError";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Text } from "react-aria-components/Text";
import type { Key } from "react-aria-components";
import { useTranslate } from "@/core/i18n/use-translate";
import { AUTOCOMPLETE_DEFAULT_CONTEXT, useAddressMatches } from "../hooks/use-address-matches";
import { suggestionAddress, type SuggestedAddress, type Suggestion } from "../utils/suggestion-address";
import { HighlightedLabel } from "./highlighted-label";

export type StreetAutocompleteProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A full address was chosen: fill the form with it. */
  onPick: (address: SuggestedAddress) => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  /** Provider context to start from, e.g. "bel". */
  initialContext?: string;
};

/**
 * The street field with address suggestions (react-aria ComboBox: arrows,
 * Enter, Escape, announced options). A suggestion that is not a full address
 * yet (a street, a town) narrows the next lookup, as the provider's contexts do.
 */
export function StreetAutocomplete({
  label,
  value,
  onChange,
  onPick,
  errorMessage,
  isRequired = false,
  initialContext = AUTOCOMPLETE_DEFAULT_CONTEXT,
}: StreetAutocompleteProps) {
  const t = useTranslate();
  const [context, setContext] = useState(initialContext);
  // Only what the visitor types (or a narrowing suggestion) is looked up, not a filled-in value.
  const [term, setTerm] = useState<string | null>(null);
  const programmatic = useRef<string | null>(null);
  const { items, isLoading } = useAddressMatches(term, context);
  const keyed = items.map((item, index) => ({ ...item, id: String(index) }));

  function tagLabel(tag: string): string | null {
    if (tag === "unvalidated-housenumber") return t("(unknown house number)");
    if (tag === "unvalidated-housenumber-addition") return t("(unknown house number addition)");
    return null;
  }

  function choose(key: Key | null) {
    if (key === null) return;
    const suggestion: Suggestion | undefined = items[Number(key)];
    if (!suggestion) return;
    const address = suggestionAddress(suggestion);
    if (address) {
      const street = address.street || value;
      programmatic.current = street;
      onChange(street);
      setTerm(null);
      onPick(address);
      return;
    }
    // Not a place yet: show its value and look up within it.
    programmatic.current = null;
    if (suggestion.context) setContext(suggestion.context);
    onChange(suggestion.value);
    setTerm(suggestion.value);
  }

  return (
    <ComboBox
      className="weekbox-field weekbox-autocomplete"
      inputValue={value}
      onInputChange={(text) => {
        if (programmatic.current !== null && text === programmatic.current) {
          programmatic.current = null;
          return;
        }
        onChange(text);
        setTerm(text);
      }}
      items={keyed}
      selectedKey={null}
      onSelectionChange={choose}
      allowsCustomValue
      allowsEmptyCollection={term !== null}
      menuTrigger="input"
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className="weekbox-field-label">{label}</Label>
      <Input className="weekbox-field-input" autoComplete="off" />
      <Text slot="description" className="visually-hidden">
        {t("Start typing your address, then choose it from the suggestions.")}
      </Text>
      <FieldError className="weekbox-field-error">{errorMessage}</FieldError>
      <Popover className="weekbox-autocomplete-popover" placement="bottom start" offset={4}>
        <ListBox<Suggestion & { id: string }>
          className="weekbox-autocomplete-list"
          renderEmptyState={() => (
            <p className="weekbox-autocomplete-empty">
              {isLoading ? t("Looking up addresses…") : t("No suggestions: type your address as usual.")}
            </p>
          )}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="weekbox-autocomplete-option">
              <HighlightedLabel label={item.label} highlights={item.highlights} />
              {item.description && (
                <span className="weekbox-autocomplete-description"> {item.description}</span>
              )}
              {item.tags
                .map(tagLabel)
                .filter((text): text is string => Boolean(text))
                .map((text) => (
                  <span key={text} className="weekbox-autocomplete-tag">
                    {" "}
                    {text}
                  </span>
                ))}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
