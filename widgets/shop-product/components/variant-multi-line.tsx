import { Checkbox } from "react-aria-components/Checkbox";
import { CheckboxGroup } from "react-aria-components/CheckboxGroup";
import { Label } from "react-aria-components/Label";
import type { AttributeLine } from "../types/shop-product-types";
import { PriceExtraBadge } from "./price-extra-badge";

export type VariantMultiLineProps = {
  line: AttributeLine;
  selected: readonly number[];
  unavailable: ReadonlySet<number>;
  unavailableNoteId: string;
  money: (amount: number) => string;
  onChange: (valueIds: number[]) => void;
};

/** A 'multi' line: any number of its values, as react-aria checkboxes. */
export function VariantMultiLine({
  line,
  selected,
  unavailable,
  unavailableNoteId,
  money,
  onChange,
}: VariantMultiLineProps) {
  return (
    <CheckboxGroup
      className="weekbox-shop-variant-group"
      data-display-type="multi"
      value={selected.map(String)}
      onChange={(values) => onChange(values.map(Number))}
    >
      <Label className="weekbox-shop-variant-name">{line.name}</Label>
      <div className="weekbox-shop-variant-values">
        {line.values.map((value) => {
          const isUnavailable = unavailable.has(value.id);
          return (
            <Checkbox
              key={value.id}
              value={String(value.id)}
              className="weekbox-shop-variant-value"
              data-unavailable={isUnavailable || undefined}
              aria-describedby={isUnavailable ? unavailableNoteId : undefined}
            >
              <span className="weekbox-shop-variant-mark" aria-hidden="true" />
              <span className="weekbox-shop-variant-value-name">{value.name}</span>
              <PriceExtraBadge amount={value.price_extra} money={money} />
            </Checkbox>
          );
        })}
      </div>
    </CheckboxGroup>
  );
}
