import type { ReactNode } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { isDiscounted } from "@/shop/shared/is-discounted";
import { QuantityField } from "@/ui/quantity-field";

export type OptionalProductLineProps = {
  name: string;
  description?: string;
  imageUrl: string | undefined;
  price: number;
  listPrice: number;
  money: (amount: number) => string;
  /** In the order: its quantity, editable. Left out for a product only offered. */
  quantity?: { value: number; min: number; max?: number | undefined; onChange: (value: number) => void };
  /** Add or remove. */
  action?: ReactNode;
};

/**
 * One product of the optional products' step: image, name, description,
 * unit price (the list price struck through when discounted), its quantity
 * once in the order, and its action. Server texts are plain text.
 */
export function OptionalProductLine({
  name,
  description,
  imageUrl,
  price,
  listPrice,
  money,
  quantity,
  action,
}: OptionalProductLineProps) {
  const t = useTranslate();
  const discounted = isDiscounted(price, listPrice);
  return (
    <div className="weekbox-option-line" data-in-order={quantity ? "" : undefined}>
      {imageUrl ? (
        <img className="weekbox-option-image" src={imageUrl} alt="" />
      ) : (
        <span className="weekbox-option-image" aria-hidden="true" />
      )}
      <div className="weekbox-option-info">
        <span className="weekbox-option-name">{name}</span>
        {description && <p className="weekbox-option-description">{description}</p>}
      </div>
      {quantity && (
        <QuantityField
          className="weekbox-stepper weekbox-option-quantity"
          aria-label={t("Quantity of {name}", { name })}
          value={quantity.value}
          minValue={quantity.min}
          {...(quantity.max !== undefined ? { maxValue: quantity.max } : {})}
          onChange={quantity.onChange}
        />
      )}
      <span className="weekbox-option-price" data-discounted={discounted || undefined}>
        {discounted && (
          <del className="weekbox-option-list-price">
            <span className="visually-hidden">{t("Regular price:")} </span>
            {money(listPrice)}
          </del>
        )}{" "}
        <span className="weekbox-option-current-price">{money(price)}</span>
      </span>
      {action && <div className="weekbox-option-action">{action}</div>}
    </div>
  );
}
