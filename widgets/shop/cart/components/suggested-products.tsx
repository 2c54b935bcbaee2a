import { memo, useId } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { SuggestedProductCard, type SuggestedProduct } from "./suggested-product-card";

export type SuggestedProductsProps = {
  products: readonly SuggestedProduct[];
  adding: ReadonlySet<number>;
  money: (amount: number) => string;
  onAdd: (productId: number) => void;
};

/**
 * The cart's suggested products (its accessories), each with "Add to Cart".
 * Memoised: a quantity's answer keeps the same products, not rendered again.
 */
export const SuggestedProducts = memo(function SuggestedProducts({
  products,
  adding,
  money,
  onAdd,
}: SuggestedProductsProps) {
  const t = useTranslate();
  const titleId = useId();
  return (
    <section className="weekbox-cart-suggested" aria-labelledby={titleId}>
      <h3 id={titleId} className="weekbox-cart-suggested-title">
        {t("Suggested products")}
      </h3>
      <ul className="weekbox-cart-suggested-list">
        {products.map((product) => (
          <li key={product.product_id}>
            <SuggestedProductCard
              product={product}
              isAdding={adding.has(product.product_id)}
              money={money}
              onAdd={onAdd}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
