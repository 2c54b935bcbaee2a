import { FieldError } from "react-aria-components/FieldError";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { Text } from "react-aria-components/Text";
import { TextField } from "react-aria-components/TextField";
import { RequiredMark } from "@/ui/address/required-mark";

export type AddressTextFieldProps = {
  label: string;
  /** The field's name in Odoo's form (posted as is). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced with it; the field is then invalid. */
  errorMessage?: string | undefined;
  /** Marked as required (Odoo checks it when the form is posted). */
  isRequired?: boolean;
  isReadOnly?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  placeholder?: string | undefined;
  /** Help under the field. */
  description?: string | undefined;
};

/**
 * A text field of the address form (react-aria TextField: label, error and
 * help tied to the input). Posted by the form itself: the server validates.
 */
export function AddressTextField({
  label,
  name,
  value,
  onChange,
  errorMessage,
  isRequired = false,
  isReadOnly = false,
  type = "text",
  autoComplete,
  placeholder,
  description,
}: AddressTextFieldProps) {
  return (
    <TextField
      className="weekbox-field weekbox-address-field"
      data-field={name}
      name={name}
      value={value}
      onChange={onChange}
      type={type}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      {...(autoComplete ? { autoComplete } : {})}
    >
      <Label className="weekbox-field-label">
        {label}
        <RequiredMark isRequired={isRequired} />
      </Label>
      <Input className="weekbox-field-input" {...(placeholder ? { placeholder } : {})} />
      {description && (
        <Text slot="description" className="weekbox-address-help">
          {description}
        </Text>
      )}
      <FieldError className="weekbox-field-error">{errorMessage}</FieldError>
    </TextField>
  );
}
