import { useRouteQuery } from "@/core/data/use-query";
import { useDebouncedValue } from "@/core/data/use-debounced-value";

/** How long the quantity must stay unchanged before its price is asked (presses in a row ask once). */
export const UNIT_PRICE_DEBOUNCE_MS = 150;

/**
 * The unit price of `productId` for `quantity` (pricelist quantity tiers),
 * asked with /shop/get_unit_price when only the quantity changed: undefined
 * while the quantity is the one the combination's price was given for
 * (`pricedQuantity`), or when there is no product, or while not `enabled`.
 */
export function useUnitPrice(
  productId: number,
  quantity: number,
  pricedQuantity: number,
  enabled: boolean,
): number | undefined {
  const settledQuantity = useDebouncedValue(quantity, UNIT_PRICE_DEBOUNCE_MS);
  const isNeeded = enabled && productId > 0 && settledQuantity !== pricedQuantity;
  const query = useRouteQuery(
    "/shop/get_unit_price",
    { product_ids: [productId], add_qty: settledQuantity },
    { enabled: isNeeded },
  );
  return isNeeded ? query.data?.[String(productId)] : undefined;
}
