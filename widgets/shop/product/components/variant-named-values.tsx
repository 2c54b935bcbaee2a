import type { Checkbox, Radio } from "@/ui/upgrade/controls";
import { PriceExtraBadge } from "./price-extra-badge";
import { VariantLineValues, type VariantLineValuesProps } from "./variant-line-values";

export type VariantNamedValuesProps = Omit<VariantLineValuesProps, "children"> & {
  /** The group's control: Radio inside a RadioGroup, Checkbox inside a CheckboxGroup. */
  control: typeof Radio | typeof Checkbox;
  money: (amount: number) => string;
};

/** The values of a radio, pills or multi line: each its mark, its name and its price extra. */
export function VariantNamedValues({ control: Control, money, ...lineValues }: VariantNamedValuesProps) {
  return (
    <VariantLineValues {...lineValues}>
      {(value, marks) => (
        <Control value={String(value.id)} className="weekbox-shop-variant-value" {...marks}>
          <span className="weekbox-shop-variant-mark" aria-hidden="true" />
          <span className="weekbox-shop-variant-value-name">{value.name}</span>
          <PriceExtraBadge amount={value.price_extra} money={money} />
        </Control>
      )}
    </VariantLineValues>
  );
}
