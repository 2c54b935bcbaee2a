import type { ReactNode } from "react";
import { Button } from "react-aria-components/Button";
import { FieldError } from "react-aria-components/FieldError";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { NumberField } from "react-aria-components/NumberField";
import { Text } from "react-aria-components/Text";

export type NumberStepperProps = {
  /** Visible label; use `aria-label` instead when the context already labels it. */
  label?: ReactNode;
  "aria-label"?: string;
  value?: number;
  defaultValue?: number;
  minValue?: number;
  maxValue?: number;
  /** Default 1. */
  step?: number;
  /** Called with each new valid number; a cleared input is not reported. */
  onChange?: (value: number) => void;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Form field name, for plain form posts. */
  name?: string;
  formatOptions?: Intl.NumberFormatOptions;
  className?: string;
};

/**
 * A number input with − / + buttons: arrow keys, Page Up/Down, Home/End and
 * wheel behave as screen readers expect, values are clamped to min/max, and the
 * buttons' labels come in the page language. States: `[data-invalid]`,
 * `[data-disabled]` on the root; `[data-disabled]` on a button at its bound.
 */
export function NumberStepper({
  label,
  description,
  errorMessage,
  onChange,
  step = 1,
  className,
  ...props
}: NumberStepperProps) {
  return (
    <NumberField
      {...props}
      step={step}
      className={className ?? "weekbox-stepper"}
      onChange={(value) => {
        if (Number.isFinite(value)) onChange?.(value);
      }}
    >
      {label !== undefined && <Label className="weekbox-stepper-label">{label}</Label>}
      <Group className="weekbox-stepper-group">
        <Button slot="decrement" className="weekbox-stepper-button" data-direction="decrement">
          −
        </Button>
        <Input className="weekbox-stepper-input" />
        <Button slot="increment" className="weekbox-stepper-button" data-direction="increment">
          +
        </Button>
      </Group>
      {description !== undefined && (
        <Text slot="description" className="weekbox-stepper-description">
          {description}
        </Text>
      )}
      <FieldError className="weekbox-stepper-error">{errorMessage}</FieldError>
    </NumberField>
  );
}
