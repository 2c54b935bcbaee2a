import { useTranslate } from "@/core/i18n/use-translate";
import type { CartLine } from "@/core/rpc/routes/shop-routes";

export type MiniCartLineProps = {
  line: CartLine;
  money: (amount: number) => string;
};

/** A line of the mini cart: image, name, quantity × unit price and total, as plain text. */
export function MiniCartLine({ line, money }: MiniCartLineProps) {
  const t = useTranslate();
  return (
    <li className="weekbox-mini-cart-line">
      {line.image_url ? (
        <img className="weekbox-mini-cart-image" src={line.image_url} alt="" loading="lazy" />
      ) : (
        <span className="weekbox-mini-cart-image" aria-hidden="true" />
      )}
      <span className="weekbox-mini-cart-line-info">
        <span className="weekbox-mini-cart-name">{line.name}</span>
        <span className="weekbox-muted">
          {t("{quantity} × {price}", { quantity: line.quantity, price: money(line.price_unit) })}
        </span>
      </span>
      <span className="weekbox-mini-cart-line-total">{money(line.price_total)}</span>
    </li>
  );
}
