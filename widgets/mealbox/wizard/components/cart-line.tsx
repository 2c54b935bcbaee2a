import { PlainButton as Button } from "@/ui/upgrade/plain-button";
import { useTranslate } from "@/core/i18n/use-translate";
import { QuantityField } from "@/ui/upgrade/quantity-field";
import type { CartItem } from "../stores/wizard-state";

export type CartLineProps = {
  line: CartItem;
  /** The quantity shown: the one asked for while the server answers, else the line's. */
  quantity: number;
  isPending: boolean;
  /** Most the stepper allows (the box's free meals for dishes). */
  maxValue?: number;
  /** The line's price, already formatted; omitted for dishes (included in the box). */
  price?: string;
  onQuantityChange: (line: CartItem, quantity: number) => void;
};

/**
 * A line of the box, dish or extra: quantity stepper (down to 0: a quantity
 * stepped or typed below the line's minimum removes it and offers the product
 * again, spec §4.3) and a remove button.
 */
export function CartLine({ line, quantity, isPending, maxValue, price, onQuantityChange }: CartLineProps) {
  const t = useTranslate();
  return (
    <li className="weekbox-cart-line" data-pending={isPending || undefined}>
      <img
        className="weekbox-cart-line-image"
        src={line.image_small_url}
        width={48}
        height={48}
        loading="lazy"
        alt=""
      />
      <span className="weekbox-cart-line-name">{line.name}</span>
      <QuantityField
        className="weekbox-stepper weekbox-cart-line-stepper"
        aria-label={t("Quantity of {name}", { name: line.name })}
        value={quantity}
        minValue={0}
        maxValue={Math.max(maxValue ?? 99, quantity)}
        isReadOnly={isPending}
        onChange={(value) => onQuantityChange(line, value)}
      />
      {price !== undefined && <span className="weekbox-cart-line-price">{price}</span>}
      <Button
        className="weekbox-cart-line-remove"
        aria-label={t("Remove {name}", { name: line.name })}
        isDisabled={isPending}
        onPress={() => onQuantityChange(line, 0)}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </li>
  );
}
