import type { Button } from "react-aria-components/Button";
import type { Group } from "react-aria-components/Group";
import type { Input } from "react-aria-components/Input";
import type { NumberField } from "react-aria-components/NumberField";
import { useTranslate } from "@/core/i18n/use-translate";

export type QuantityFieldProps = {
  "aria-label": string;
  value: number;
  minValue?: number;
  maxValue?: number;
  isReadOnly?: boolean;
  /** Called with each committed whole number (a press of − / +, Enter, or leaving the field). */
  onChange: (value: number) => void;
  className?: string;
};

/** react-aria's parts a quantity is made of, given by the caller (statically imported, or loaded later). */
export type QuantityFieldParts = {
  NumberField: typeof NumberField;
  Group: typeof Group;
  Button: typeof Button;
  Input: typeof Input;
};

/** The quantity's markup on react-aria's NumberField (quantity-field.tsx, ui/upgrade/quantity-field.tsx). */
export function AriaQuantityField({
  parts: { NumberField, Group, Button, Input },
  "aria-label": ariaLabel,
  value,
  minValue = 0,
  maxValue,
  isReadOnly = false,
  onChange,
  className = "weekbox-stepper",
}: QuantityFieldProps & { parts: QuantityFieldParts }) {
  const t = useTranslate();
  return (
    <NumberField
      className={className}
      aria-label={ariaLabel}
      value={value}
      minValue={minValue}
      {...(maxValue === undefined ? {} : { maxValue })}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      isReadOnly={isReadOnly}
      onChange={(next) => {
        if (Number.isFinite(next)) onChange(next);
      }}
      decrementAriaLabel={t("Decrease {label}", { label: ariaLabel })}
      incrementAriaLabel={t("Increase {label}", { label: ariaLabel })}
    >
      <Group className="weekbox-stepper-group">
        <Button slot="decrement" className="weekbox-stepper-button" data-direction="decrement">
          −
        </Button>
        <Input className="weekbox-stepper-input" />
        <Button slot="increment" className="weekbox-stepper-button" data-direction="increment">
          +
        </Button>
      </Group>
    </NumberField>
  );
}
