import { useTranslate } from "@/core/i18n/use-translate";
import { isDiscounted } from "@/shop/shared/is-discounted";

export type LinePriceProps = {
  price: number;
  listPrice: number;
  money: (amount: number) => string;
  className?: string;
};

/** A price, with the list price struck through before it when discounted (spec §9.2). */
export function LinePrice({ price, listPrice, money, className = "weekbox-cart-price" }: LinePriceProps) {
  const t = useTranslate();
  const discounted = isDiscounted(price, listPrice);
  return (
    <span className={className} data-discounted={discounted || undefined}>
      {discounted && (
        <>
          <del className="weekbox-cart-list-price">
            <span className="visually-hidden">{t("Regular price:")} </span>
            {money(listPrice)}
          </del>{" "}
          <span className="visually-hidden">{t("Discounted price:")} </span>
        </>
      )}
      <span className="weekbox-cart-current-price">{money(price)}</span>
    </span>
  );
}
