import { Input, Label, TextField } from "@/ui/upgrade/controls";
import type { AttributeValue } from "../types/shop-product-types";

const MAX_CUSTOM_VALUE_LENGTH = 1000;

export type CustomValueFieldProps = {
  value: AttributeValue;
  text: string;
  onChange: (text: string) => void;
};

/** The text a custom value asks for (Odoo's `variant_custom_value` input, the value's name as its placeholder). */
export function CustomValueField({ value, text, onChange }: CustomValueFieldProps) {
  return (
    <TextField
      className="weekbox-field weekbox-shop-custom-value"
      value={text}
      onChange={onChange}
      maxLength={MAX_CUSTOM_VALUE_LENGTH}
    >
      <Label className="weekbox-field-label">{value.name}</Label>
      <Input className="weekbox-field-input" placeholder={value.name} />
    </TextField>
  );
}
