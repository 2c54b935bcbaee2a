import { Checkbox } from "react-aria-components/Checkbox";
import { CheckboxGroup } from "react-aria-components/CheckboxGroup";
import { VariantNamedValues, type VariantNamedValuesProps } from "./variant-named-values";

export type VariantMultiLineProps = Omit<VariantNamedValuesProps, "control"> & {
  selected: readonly number[];
  onChange: (valueIds: number[]) => void;
};

/** A 'multi' line: any number of its values, as react-aria checkboxes. */
export function VariantMultiLine({ selected, onChange, ...lineValues }: VariantMultiLineProps) {
  return (
    <CheckboxGroup
      className="weekbox-shop-variant-group"
      data-display-type="multi"
      value={selected.map(String)}
      onChange={(values) => onChange(values.map(Number))}
    >
      <VariantNamedValues control={Checkbox} {...lineValues} />
    </CheckboxGroup>
  );
}
