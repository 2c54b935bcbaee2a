import { useTranslate } from "@/core/i18n/use-translate";
import { isDiscounted } from "@/shop/shared/is-discounted";

export type ProductPriceProps = {
  price: number;
  listPrice: number;
  money: (amount: number) => string;
};

/** The price, and the list price struck through when it is higher by more than 0.01. */
export function ProductPrice({ price, listPrice, money }: ProductPriceProps) {
  const t = useTranslate();
  const discounted = isDiscounted(price, listPrice);
  return (
    <p className="weekbox-shop-product-price" data-discounted={discounted || undefined} aria-live="polite">
      <span className="visually-hidden">{t("Price:")} </span>
      <strong className="weekbox-shop-product-current-price" data-testid="product-price">
        {money(price)}
      </strong>
      {discounted && (
        <>
          {" "}
          <del className="weekbox-shop-product-list-price" data-testid="product-list-price">
            <span className="visually-hidden">{t("Instead of")} </span>
            {money(listPrice)}
          </del>
        </>
      )}
    </p>
  );
}
