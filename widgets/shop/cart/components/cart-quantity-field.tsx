import { Button } from "react-aria-components/Button";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import { TextField } from "react-aria-components/TextField";
import { useTranslate } from "@/core/i18n/use-translate";
import { clampQuantity, parseQuantity } from "../utils/cart-quantity";

export type CartQuantityFieldProps = {
  /** The product's name, in the controls' accessible names. */
  name: string;
  /** The input's text: what the visitor typed, or the server's quantity. */
  text: string;
  /** The line's stock, null when unbounded. */
  maxQuantity: number | null;
  isDisabled?: boolean;
  onType: (text: string) => void;
  onStep: (delta: number) => void;
};

/**
 * A cart line's quantity: − and + and a text input (spec §2.5). Whatever is
 * typed is kept as typed until the line's edit is sent; − and + step from the
 * value it would be sent as. States: `[data-disabled]` on the buttons.
 */
export function CartQuantityField({
  name,
  text,
  maxQuantity,
  isDisabled = false,
  onType,
  onStep,
}: CartQuantityFieldProps) {
  const t = useTranslate();
  const value = clampQuantity(parseQuantity(text), maxQuantity);
  const atMost = maxQuantity !== null && value >= maxQuantity;
  return (
    <Group className="weekbox-stepper-group weekbox-cart-quantity" isDisabled={isDisabled}>
      <Button
        className="weekbox-stepper-button"
        data-direction="decrement"
        aria-label={t("Decrease the quantity of {name}", { name })}
        isDisabled={isDisabled || value <= 0}
        onPress={() => onStep(-1)}
      >
        −
      </Button>
      <TextField
        className="weekbox-cart-quantity-field"
        aria-label={t("Quantity of {name}", { name })}
        value={text}
        onChange={onType}
        isDisabled={isDisabled}
      >
        <Input className="weekbox-stepper-input" inputMode="numeric" autoComplete="off" size={3} />
      </TextField>
      <Button
        className="weekbox-stepper-button"
        data-direction="increment"
        aria-label={t("Increase the quantity of {name}", { name })}
        isDisabled={isDisabled || atMost}
        onPress={() => onStep(1)}
      >
        +
      </Button>
    </Group>
  );
}
