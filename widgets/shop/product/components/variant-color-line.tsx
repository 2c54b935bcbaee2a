import type { CSSProperties } from "react";
import { Radio, RadioGroup } from "@/ui/upgrade/controls";
import type { AttributeValue } from "../types/shop-product-types";
import { cssUrl } from "../utils/css-url";
import { VariantLineValues, type VariantLineValuesProps } from "./variant-line-values";

export type VariantColorLineProps = Omit<VariantLineValuesProps, "children"> & {
  selected: number | undefined;
  onChange: (valueId: number) => void;
};

// Odoo's swatch: the value's image, else its colour, else its name as a CSS colour; a custom value has none.
function swatchStyle(value: AttributeValue): CSSProperties {
  if (value.image_url) return { backgroundImage: cssUrl(value.image_url) };
  if (value.is_custom) return {};
  return { backgroundColor: value.html_color || value.name };
}

/** Colour swatches: a RadioGroup (react-aria's once used) whose radios are named by their value (the swatch says nothing to a screen reader). */
export function VariantColorLine({ selected, onChange, ...lineValues }: VariantColorLineProps) {
  return (
    <RadioGroup
      className="weekbox-shop-variant-group"
      data-display-type="color"
      orientation="horizontal"
      value={selected === undefined ? null : String(selected)}
      onChange={(value) => onChange(Number(value))}
    >
      <VariantLineValues {...lineValues}>
        {(value, marks) => (
          <Radio
            value={String(value.id)}
            className="weekbox-shop-swatch"
            data-custom={value.is_custom || undefined}
            data-transparent={(!value.is_custom && !value.html_color && !value.image_url) || undefined}
            {...marks}
          >
            <span
              className="weekbox-shop-swatch-color"
              aria-hidden="true"
              title={value.name}
              style={swatchStyle(value)}
            />
            <span className="visually-hidden">{value.name}</span>
          </Radio>
        )}
      </VariantLineValues>
    </RadioGroup>
  );
}
