import { useId } from "react";
import type { Key } from "react-aria-components";
import { useTranslate } from "@/core/i18n/use-translate";
import { useOpenAtOnce } from "@/ui/upgrade/use-open-at-once";
import { useUpgrade, type AriaControls } from "@/ui/upgrade/upgrade-context";
import type { AttributeLine } from "../types/shop-product-types";
import { PriceExtraBadge } from "./price-extra-badge";

export type VariantSelectLineProps = {
  line: AttributeLine;
  selected: number | undefined;
  unavailable: ReadonlySet<number>;
  money: (amount: number) => string;
  onChange: (valueId: number) => void;
};

/** Keys that open a select's list (WAI-ARIA's select-only combobox). */
const OPENING_KEYS = ["Enter", " ", "ArrowDown", "ArrowUp"];

/**
 * A line shown as a select: react-aria's Select (listbox popover, typeahead),
 * the house's choice. Until the buy box is first used (ui/upgrade) its button
 * stands alone, in the same markup; pressed, the Select comes and opens.
 */
export function VariantSelectLine(props: VariantSelectLineProps) {
  const { parts, activation } = useUpgrade();
  const labelId = useId();
  const valueId = useId();
  const key = `variant-select-${props.line.id}`;
  if (parts) {
    const asked =
      activation?.key === key &&
      (activation.how === "pointer" || OPENING_KEYS.includes(activation.keyName ?? ""));
    return <VariantSelect {...props} parts={parts} openAtOnce={asked} />;
  }
  const chosen = props.line.values.find((value) => value.id === props.selected);
  return (
    <div className="weekbox-field weekbox-shop-variant-select" data-display-type="select">
      <span className="weekbox-shop-variant-name" id={labelId}>
        {props.line.name}
      </span>
      <button
        type="button"
        className="weekbox-field-input weekbox-select-button weekbox-shop-variant-select-button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${valueId} ${labelId}`}
        data-upgrade-key={key}
      >
        <span className="weekbox-shop-variant-select-value" id={valueId}>
          {chosen?.name}
          {chosen && <PriceExtraBadge amount={chosen.price_extra} money={props.money} />}
        </span>
        <span aria-hidden="true" className="weekbox-select-arrow">
          ▾
        </span>
      </button>
    </div>
  );
}

function VariantSelect({
  line,
  selected,
  unavailable,
  money,
  onChange,
  parts,
  openAtOnce,
}: VariantSelectLineProps & { parts: AriaControls; openAtOnce: boolean }) {
  const t = useTranslate();
  const { Select, Label, Button, SelectValue, Popover, ListBox, ListBoxItem, Text } = parts;
  const { ref: button, isOpen, setOpen } = useOpenAtOnce(openAtOnce);
  return (
    <Select
      className="weekbox-field weekbox-shop-variant-select"
      data-display-type="select"
      selectedKey={selected === undefined ? null : String(selected)}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(Number(key));
      }}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <Label className="weekbox-shop-variant-name">{line.name}</Label>
      <Button
        ref={button}
        className="weekbox-field-input weekbox-select-button weekbox-shop-variant-select-button"
      >
        <SelectValue className="weekbox-shop-variant-select-value" />
        <span aria-hidden="true" className="weekbox-select-arrow">
          ▾
        </span>
      </Button>
      <Popover className="weekbox-autocomplete-popover">
        <ListBox className="weekbox-autocomplete-list">
          {line.values.map((value) => {
            const isUnavailable = unavailable.has(value.id);
            return (
              <ListBoxItem
                key={value.id}
                id={String(value.id)}
                textValue={value.name}
                className="weekbox-autocomplete-option weekbox-shop-variant-option"
                data-unavailable={isUnavailable || undefined}
              >
                <Text slot="label">{value.name}</Text>
                <PriceExtraBadge amount={value.price_extra} money={money} />
                {isUnavailable && (
                  <Text slot="description" className="weekbox-shop-unavailable-note">
                    {t("(not available with your choice)")}
                  </Text>
                )}
              </ListBoxItem>
            );
          })}
        </ListBox>
      </Popover>
    </Select>
  );
}
