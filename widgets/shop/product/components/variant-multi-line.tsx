import { Checkbox, CheckboxGroup } from "@/ui/upgrade/controls";
import { VariantNamedValues, type VariantNamedValuesProps } from "./variant-named-values";

export type VariantMultiLineProps = Omit<VariantNamedValuesProps, "control"> & {
  selected: readonly number[];
  onChange: (valueIds: number[]) => void;
};

/** A 'multi' line: any number of its values, as checkboxes (react-aria's once the buy box is used). */
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
