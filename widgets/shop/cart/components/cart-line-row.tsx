import { memo } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import type { CartLine } from "@/core/rpc/routes/shop-routes";
import { Button } from "@/ui/button";
import { CartQuantityField } from "./cart-quantity-field";
import { LinePrice } from "./line-price";

export type CartLineRowProps = {
  line: CartLine;
  /** An optional product shown under its main line. */
  isOption?: boolean;
  /** The quantity input's text while it is not the server's quantity. */
  draft: string | undefined;
  isRemoving: boolean;
  money: (amount: number) => string;
  onType: (line: CartLine, text: string) => void;
  onStep: (line: CartLine, delta: number) => void;
  onRemove: (line: CartLine) => void;
};

/**
 * One cart line: image, name (a link to the product when it has a page),
 * description, unit price, quantity (editable or plain), remove, total, and
 * the server's warning about it. Every text is the server's plain text.
 * States: `[data-option]`, `[data-removing]`.
 *
 * Memoised: an answer about another line keeps this line's object (the cart
 * view's keepEqual), and the row is not rendered again.
 */
export const CartLineRow = memo(function CartLineRow({
  line,
  isOption = false,
  draft,
  isRemoving,
  money,
  onType,
  onStep,
  onRemove,
}: CartLineRowProps) {
  const t = useTranslate();
  return (
    <div
      className="weekbox-cart-line"
      data-line-id={line.id}
      data-option={isOption || undefined}
      data-removing={isRemoving || undefined}
    >
      {line.image_url ? (
        <img className="weekbox-cart-line-image" src={line.image_url} alt="" loading="lazy" />
      ) : (
        <span className="weekbox-cart-line-image" aria-hidden="true" />
      )}
      <div className="weekbox-cart-line-info">
        {line.url ? (
          <a className="weekbox-cart-line-name" href={line.url}>
            {line.name}
          </a>
        ) : (
          <span className="weekbox-cart-line-name">{line.name}</span>
        )}
        {line.description && <p className="weekbox-cart-line-description">{line.description}</p>}
        <LinePrice price={line.price_unit} listPrice={line.list_price_unit} money={money} />
      </div>
      <div className="weekbox-cart-line-quantity">
        {line.editable ? (
          <CartQuantityField
            name={line.name}
            text={draft ?? String(line.quantity)}
            maxQuantity={line.max_quantity}
            isDisabled={isRemoving}
            onType={(text) => onType(line, text)}
            onStep={(delta) => onStep(line, delta)}
          />
        ) : (
          <span className="weekbox-cart-line-fixed-quantity">
            <span className="visually-hidden">{t("Quantity:")} </span>
            {line.quantity}
          </span>
        )}
        {line.removable && (
          <Button
            className="weekbox-button weekbox-cart-line-remove"
            variant="link"
            data-remove-line=""
            aria-label={t("Remove {name}", { name: line.name })}
            isPending={isRemoving}
            onPress={() => onRemove(line)}
          >
            {t("Remove")}
          </Button>
        )}
      </div>
      <div className="weekbox-cart-line-total">
        <span className="visually-hidden">{t("Total:")} </span>
        {money(line.price_total)}
      </div>
      {line.warning && <p className="weekbox-cart-line-warning">{line.warning}</p>}
    </div>
  );
});
