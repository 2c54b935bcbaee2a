import type { ReactNode } from "react";
import { Button as AriaButton } from "react-aria-components/Button";
import { DateField, DateInput, DateSegment } from "react-aria-components/DateField";
import { FieldError } from "react-aria-components/FieldError";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Select, SelectValue } from "react-aria-components/Select";
import { TextField } from "react-aria-components/TextField";
import type { Key } from "react-aria-components";
import { parseDate, type CalendarDate } from "@internationalized/date";

export type TextInputProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  maxLength?: number;
};

/** A react-aria TextField with its label and its own error label. */
export function TextInput({
  label,
  name,
  value,
  onChange,
  errorMessage,
  isRequired,
  isDisabled,
  type = "text",
  autoComplete,
  maxLength,
}: TextInputProps) {
  return (
    <TextField
      className="weekbox-field"
      name={name}
      value={value}
      onChange={onChange}
      type={type}
      isRequired={Boolean(isRequired)}
      isDisabled={Boolean(isDisabled)}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      {...(autoComplete ? { autoComplete } : {})}
      {...(maxLength ? { maxLength } : {})}
    >
      <Label className="weekbox-field-label">{label}</Label>
      <Input className="weekbox-field-input" />
      <FieldError className="weekbox-field-error">{errorMessage}</FieldError>
    </TextField>
  );
}

export type SelectOption = { id: string; label: string };

export type SelectInputProps = {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  placeholder?: string;
};

/** A react-aria Select (listbox popover, typeahead, keyboard). */
export function SelectInput({
  label,
  name,
  value,
  options,
  onChange,
  errorMessage,
  isRequired,
  placeholder,
}: SelectInputProps) {
  return (
    <Select
      className="weekbox-field weekbox-select"
      name={name}
      selectedKey={value === "" ? null : value}
      onSelectionChange={(key: Key | null) => onChange(key === null ? "" : String(key))}
      isRequired={Boolean(isRequired)}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      {...(placeholder ? { placeholder } : {})}
    >
      <Label className="weekbox-field-label">{label}</Label>
      <AriaButton className="weekbox-field-input weekbox-select-button">
        <SelectValue />
        <span aria-hidden="true" className="weekbox-select-arrow">
          ▾
        </span>
      </AriaButton>
      <FieldError className="weekbox-field-error">{errorMessage}</FieldError>
      <Popover className="weekbox-autocomplete-popover">
        <ListBox className="weekbox-autocomplete-list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="weekbox-autocomplete-option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

export type BirthdateInputProps = {
  label: string;
  /** "YYYY-MM-DD" or "". */
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
};

function toCalendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A react-aria DateField: typed segment by segment, read out in the page language. */
export function BirthdateInput({ label, value, onChange, errorMessage }: BirthdateInputProps) {
  return (
    <DateField
      className="weekbox-field"
      value={toCalendarDate(value)}
      onChange={(date) => onChange(date ? date.toString() : "")}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      granularity="day"
    >
      <Label className="weekbox-field-label">{label}</Label>
      <DateInput className="weekbox-field-input weekbox-date-input">
        {(segment) => <DateSegment segment={segment} className="weekbox-date-segment" />}
      </DateInput>
      <FieldError className="weekbox-field-error">{errorMessage}</FieldError>
    </DateField>
  );
}

export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="weekbox-form-row">{children}</div>;
}
