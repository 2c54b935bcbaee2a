import { useContext, useEffect, useLayoutEffect, useRef } from "react";
import { ComboBox, ComboBoxStateContext } from "react-aria-components/ComboBox";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { useTranslate } from "@/core/i18n/use-translate";
import type { UtmOption } from "../utils/utm-options";

export type UtmComboBoxProps = {
  id: string;
  label: string;
  placeholder: string;
  term: string;
  onTermChange: (term: string) => void;
  options: UtmOption[];
  isLoading: boolean;
  onPick: (option: UtmOption) => void;
};

/**
 * A UTM picker's list (react-aria's combobox), loaded when the visitor first
 * types in the plain field (utm-picker.tsx): the matching entries, and
 * 'Create "…"' for a new one.
 */
export function UtmComboBox({
  id,
  label,
  placeholder,
  term,
  onTermChange,
  options,
  isLoading,
  onPick,
}: UtmComboBoxProps) {
  const t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    // The hand-over from the plain field: the caret stays at the end of what was typed.
    input.current?.focus();
  }, []);
  return (
    <ComboBox
      className="o_weekbox_utm_combobox"
      inputValue={term}
      onInputChange={onTermChange}
      items={options}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      defaultFilter={() => true}
      onSelectionChange={(key) => {
        const option = options.find((item) => item.id === key);
        if (option) onPick(option);
      }}
    >
      <Label className="visually-hidden">{label}</Label>
      <Input ref={input} id={id} className="form-control" placeholder={placeholder} />
      <OpenAtHandOver hasTerm={term.trim() !== ""} />
      <Popover className="o_weekbox_utm_popover dropdown-menu show" placement="bottom start" offset={2}>
        <ListBox<UtmOption>
          className="list-unstyled mb-0"
          renderEmptyState={() => (
            <p className="dropdown-item-text mb-0 text-muted">
              {isLoading ? t("Searching…") : t("No results found.")}
            </p>
          )}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              className="dropdown-item"
              textValue={"create" in option ? option.create : option.record.name}
            >
              {"create" in option ? t("Create “{name}”", { name: option.create }) : option.record.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * What was typed in the plain field while this part loaded opens the list as
 * typing here would: react-aria opens it on its own input's changes only.
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
