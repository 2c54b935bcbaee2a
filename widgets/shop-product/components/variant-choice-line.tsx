import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import type { AttributeLine } from "../types/shop-product-types";
import { PriceExtraBadge } from "./price-extra-badge";

export type VariantChoiceLineProps = {
  /** A line shown as radio buttons or as pills (radios that look like buttons). */
  line: AttributeLine;
  selected: number | undefined;
  unavailable: ReadonlySet<number>;
  /** The id of the text describing an unavailable value. */
  unavailableNoteId: string;
  money: (amount: number) => string;
  onChange: (valueId: number) => void;
};

/** One value of the line: a react-aria RadioGroup, its radios styled as pills for 'pills'. */
export function VariantChoiceLine({
  line,
  selected,
  unavailable,
  unavailableNoteId,
  money,
  onChange,
}: VariantChoiceLineProps) {
  return (
    <RadioGroup
      className="weekbox-shop-variant-group"
      data-display-type={line.display_type}
      orientation="horizontal"
      value={selected === undefined ? null : String(selected)}
      onChange={(value) => onChange(Number(value))}
    >
      <Label className="weekbox-shop-variant-name">{line.name}</Label>
      <div className="weekbox-shop-variant-values">
        {line.values.map((value) => {
          const isUnavailable = unavailable.has(value.id);
          return (
            <Radio
              key={value.id}
              value={String(value.id)}
              className="weekbox-shop-variant-value"
              data-unavailable={isUnavailable || undefined}
              aria-describedby={isUnavailable ? unavailableNoteId : undefined}
            >
              <span className="weekbox-shop-variant-mark" aria-hidden="true" />
              <span className="weekbox-shop-variant-value-name">{value.name}</span>
              <PriceExtraBadge amount={value.price_extra} money={money} />
            </Radio>
          );
        })}
      </div>
    </RadioGroup>
  );
}
