import { useId } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import type { CartSummary } from "@/core/rpc/routes/shop-routes";
import { Button } from "@/ui/button";
import { LinePrice } from "./line-price";

export type SuggestedProduct = CartSummary["suggested"][number];

export type SuggestedProductCardProps = {
  product: SuggestedProduct;
  isAdding: boolean;
  money: (amount: number) => string;
  onAdd: (productId: number) => void;
};

/** A suggested product: image, name, price and "Add to Cart" (described by the product's name). */
export function SuggestedProductCard({ product, isAdding, money, onAdd }: SuggestedProductCardProps) {
  const t = useTranslate();
  const nameId = useId();
  return (
    <div className="weekbox-cart-suggested-product" data-adding={isAdding || undefined}>
      {product.image_url ? (
        <img className="weekbox-cart-line-image" src={product.image_url} alt="" loading="lazy" />
      ) : (
        <span className="weekbox-cart-line-image" aria-hidden="true" />
      )}
      <div className="weekbox-cart-line-info">
        <a id={nameId} className="weekbox-cart-line-name" href={product.url}>
          {product.name}
        </a>
        <LinePrice price={product.price} listPrice={product.list_price} money={money} />
      </div>
      <Button
        className="weekbox-button o_no_wait_lazy_js"
        variant="secondary"
        aria-describedby={nameId}
        isPending={isAdding}
        onPress={() => onAdd(product.product_id)}
      >
        {t("Add to Cart")}
      </Button>
    </div>
  );
}
