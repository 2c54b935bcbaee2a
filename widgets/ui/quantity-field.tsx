import { Button } from "react-aria-components/Button";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import { NumberField } from "react-aria-components/NumberField";
import { AriaQuantityField, type QuantityFieldProps } from "./aria-quantity-field";

export type { QuantityFieldProps } from "./aria-quantity-field";

const PARTS = { NumberField, Group, Button, Input };

/**
 * A quantity with − / +: react-aria's NumberField (typing, locale digits,
 * arrows, Page Up/Down, Home/End, announcements), for widgets outside the home
 * page. The home page keeps the lighter NumberStepper (number-stepper.tsx),
 * whose budget cannot take NumberField's number parsing.
 */
export function QuantityField(props: QuantityFieldProps) {
  return <AriaQuantityField parts={PARTS} {...props} />;
}
