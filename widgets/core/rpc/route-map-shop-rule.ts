// Which routes are in route-map-shop.ts, told by their path alone so that
// route-spec.ts picks the map to fetch without carrying the names of the
// routes (a unit test holds the rule to the maps).
import type { shopMapRoutes } from "@/core/rpc/route-map-shop";

export type ShopRouteName = keyof typeof shopMapRoutes;

/** The cart's and the product page's routes, the catalogue's search and layout, the follow controls, publishing. */
const SHOP_ROUTE =
  /^\/(shop\/(cart\/update_json|get_unit_price|save_shop_layout_mode|weekbox\/(cart_summary|promo|optional_products|cart_options))$|website_sale\/get_combination_info$|website\/(snippet\/autocomplete|publish)$|website_mail\/)/;

export function isShopRoute(route: string): route is ShopRouteName {
  return SHOP_ROUTE.test(route);
}
