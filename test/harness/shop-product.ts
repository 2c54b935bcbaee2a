// An ordinary /shop product of the suites' own (not a meal-box dish or extra):
// the demo shop sells meal boxes only, so a test of Odoo's generic cart and
// checkout brings its product. Found by its reference, created the first time:
// a fresh database and one earlier runs left behind both work.
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export const SHOP_PRODUCT_CODE = "WEEKBOX-TEST-SHOP";
/** Its price, tax included as the Belgian demo shows prices. */
export const SHOP_PRODUCT_PRICE = 15.8;

/** The product.product id of the suites' shop product (published, consumable). */
export async function ensureShopProduct(admin: OdooSession): Promise<number> {
  const find = () =>
    callKw<{ id: number }[]>(admin, "product.product", "search_read", [
      [["default_code", "=", SHOP_PRODUCT_CODE]],
      ["id"],
    ]);
  const [found] = await find();
  if (found) {
    await callKw(admin, "product.product", "write", [[found.id], { active: true, is_published: true }]);
    return found.id;
  }
  return callKw<number>(admin, "product.product", "create", [
    {
      name: "Weekbox tea towel",
      default_code: SHOP_PRODUCT_CODE,
      detailed_type: "consu",
      list_price: SHOP_PRODUCT_PRICE,
      sale_ok: true,
      is_published: true,
    },
  ]);
}
