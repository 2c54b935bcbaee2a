import { Button } from "react-aria-components/Button";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import { NumberField } from "react-aria-components/NumberField";
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

/**
 * A quantity with − / +: react-aria's NumberField (typing, locale digits,
 * arrows, Page Up/Down, Home/End, announcements), for widgets outside the home
 * page. The home page keeps the lighter NumberStepper (number-stepper.tsx),
 * whose budget cannot take NumberField's number parsing.
 */
export function QuantityField({
  "aria-label": ariaLabel,
  value,
  minValue = 0,
  maxValue,
  isReadOnly = false,
  onChange,
  className = "weekbox-stepper",
}: QuantityFieldProps) {
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
