import { Button } from "react-aria-components/Button";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Select, SelectValue } from "react-aria-components/Select";
import { Text } from "react-aria-components/Text";
import type { Key } from "react-aria-components";
import { useTranslate } from "@/core/i18n/use-translate";
import type { AttributeLine } from "../types/shop-product-types";
import { PriceExtraBadge } from "./price-extra-badge";

export type VariantSelectLineProps = {
  line: AttributeLine;
  selected: number | undefined;
  unavailable: ReadonlySet<number>;
  money: (amount: number) => string;
  onChange: (valueId: number) => void;
};

/** A line shown as a select: react-aria's Select (listbox popover, typeahead), the house's choice. */
export function VariantSelectLine({ line, selected, unavailable, money, onChange }: VariantSelectLineProps) {
  const t = useTranslate();
  return (
    <Select
      className="weekbox-field weekbox-shop-variant-select"
      data-display-type="select"
      selectedKey={selected === undefined ? null : String(selected)}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(Number(key));
      }}
    >
      <Label className="weekbox-shop-variant-name">{line.name}</Label>
      <Button className="weekbox-field-input weekbox-select-button weekbox-shop-variant-select-button">
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
