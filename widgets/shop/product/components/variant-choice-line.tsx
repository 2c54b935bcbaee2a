import { Radio, RadioGroup } from "@/ui/upgrade/controls";
import { VariantNamedValues, type VariantNamedValuesProps } from "./variant-named-values";

/** A line shown as radio buttons or as pills (radios that look like buttons). */
export type VariantChoiceLineProps = Omit<VariantNamedValuesProps, "control"> & {
  selected: number | undefined;
  onChange: (valueId: number) => void;
};

/** One value of the line: a RadioGroup (react-aria's once the buy box is used), its radios styled as pills for 'pills'. */
export function VariantChoiceLine({ selected, onChange, ...lineValues }: VariantChoiceLineProps) {
  return (
    <RadioGroup
      className="weekbox-shop-variant-group"
      data-display-type={lineValues.line.display_type}
      orientation="horizontal"
      value={selected === undefined ? null : String(selected)}
      onChange={(value) => onChange(Number(value))}
    >
      <VariantNamedValues control={Radio} {...lineValues} />
    </RadioGroup>
  );
}
