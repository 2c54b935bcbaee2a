// Shared by the product page widgets' tests: props like the server's, an
// in-process Odoo answering the shop routes, and a clean page store.
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDefaultStore } from "jotai";
import type { ReactElement } from "react";
import { resetCartStore as resetSharedCart } from "@/shop/shared/shop-cart-store";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import type { CartSummary } from "@/core/rpc/routes/shop-routes";
import { createFakeOdoo, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import "./with-aria-controls";
import { ShopProduct } from "../components/shop-product";
import type { ShopProductProps } from "../shop-product-props";
import { combinationImagesAtom } from "../stores/combination-images-atom";
import type { AttributeLine, AttributeValue, CombinationInfo, ShopImage } from "../types/shop-product-types";

export const TEMPLATE_ID = 7;
export const PRODUCT_ID = 100;

export function value(id: number, name: string, extra: Partial<AttributeValue> = {}): AttributeValue {
  return { id, name, html_color: "", image_url: "", price_extra: 0, is_custom: false, ...extra };
}

export function line(
  id: number,
  name: string,
  display_type: AttributeLine["display_type"],
  values: AttributeValue[],
  create_variant = "always",
): AttributeLine {
  return { id, attribute_id: id * 10, name, display_type, create_variant, values };
}

export function image(name: string): ShopImage {
  return {
    url: `/web/image/${name}/1024`,
    zoom_url: `/web/image/${name}/1920`,
    thumb_url: `/web/image/${name}/128`,
    alt: `Desk, ${name}`,
  };
}

/** A desk: every display type, a price extra, an exclusion, a no-variant multi line and a custom value. */
export const DESK_LINES: AttributeLine[] = [
  line(1, "Legs", "radio", [value(11, "Steel"), value(12, "Aluminium", { price_extra: 3 })]),
  line(2, "Colour", "color", [
    value(21, "White", { html_color: "#ffffff" }),
    value(22, "Black", { html_color: "#000000" }),
  ]),
  line(3, "Size", "select", [
    value(31, "Small"),
    value(32, "Medium", { price_extra: 10 }),
    value(33, "Large"),
  ]),
  line(4, "Finish", "pills", [value(41, "Matte"), value(42, "Gloss")]),
  line(
    5,
    "Extras",
    "multi",
    [value(51, "Cable tray"), value(52, "Drawer", { price_extra: 15 })],
    "no_variant",
  ),
  line(
    6,
    "Engraving",
    "radio",
    [value(61, "None"), value(62, "Your text", { is_custom: true })],
    "no_variant",
  ),
];

export const DESK_COMBINATION = [11, 21, 31, 41, 61];

export function productProps(overrides: Partial<ShopProductProps> = {}): ShopProductProps {
  return {
    productTemplateId: TEMPLATE_ID,
    productId: PRODUCT_ID,
    name: "Desk",
    attributes: DESK_LINES,
    exclusions: { exclusions: { "12": [22], "22": [12] }, archived_combinations: [] },
    combination: DESK_COMBINATION,
    price: 20,
    listPrice: 20,
    hasDiscountedPrice: false,
    preventZeroPriceSale: false,
    contactUsUrl: "/contactus",
    currency: { name: "EUR", symbol: "€", position: "after", decimals: 2 },
    showQuantity: true,
    minQuantity: 1,
    maxQuantity: null,
    addToCartAction: "stay",
    hasOptionalProducts: false,
    images: [image("desk")],
    ...overrides,
  };
}

export type CombinationParams = {
  product_template_id: number;
  product_id: number | false;
  combination: number[];
  add_qty: number;
};

/** Odoo's answer for a possible combination (a consumable: no stock limit). */
export function combinationInfo(overrides: Partial<CombinationInfo> = {}): CombinationInfo {
  return {
    product_id: PRODUCT_ID,
    product_template_id: TEMPLATE_ID,
    display_name: "Desk",
    is_combination_possible: true,
    price: 20,
    list_price: 20,
    has_discounted_price: false,
    compare_list_price: null,
    prevent_zero_price_sale: false,
    weekbox_images: [image("desk")],
    weekbox_out_of_stock_message: "",
    ...overrides,
  };
}

/** A storable product's stock keys (website_sale_stock). */
export function stock(overrides: Partial<CombinationInfo> = {}): Partial<CombinationInfo> {
  return {
    product_type: "product",
    allow_out_of_stock_order: false,
    show_availability: true,
    available_threshold: 5,
    free_qty: 100,
    cart_qty: 0,
    uom_name: "Units",
    ...overrides,
  };
}

export function cartSummary(cartQuantity: number): CartSummary {
  return {
    cart_quantity: cartQuantity,
    currency: { name: "EUR", symbol: "€", position: "after", decimals: 2 },
    lines: [],
    amount_untaxed: 0,
    amount_tax: 0,
    amount_total: 0,
    amount_delivery: 0,
    amount_discount: 0,
    warning: "",
    suggested: [],
    promo_codes: [],
    can_checkout: true,
  };
}

/**
 * An Odoo for the buy box: a variant per combination (101 + the legs' index…),
 * none for Aluminium with Black; unit prices of 20 less 1 per unit beyond the
 * first; the cart accepting everything.
 */
export function fakeShopServer(): FakeOdoo {
  return createFakeOdoo({
    "/website_sale/get_combination_info": ({ params }) => {
      const { combination } = params as CombinationParams;
      if (combination.includes(12) && combination.includes(22)) {
        return odooResult(combinationInfo({ product_id: false, is_combination_possible: false }));
      }
      const isPageVariant = DESK_COMBINATION.every((id) => combination.includes(id));
      return odooResult(combinationInfo({ product_id: isPageVariant ? PRODUCT_ID : 100 + combination[0]! }));
    },
    "/shop/get_unit_price": ({ params }) => {
      const { product_ids: ids, add_qty: quantity } = params as { product_ids: number[]; add_qty: number };
      return odooResult(Object.fromEntries(ids.map((id) => [String(id), 20 - (quantity - 1)])));
    },
    "/shop/cart/update_json": ({ params }) => {
      const { add_qty: quantity } = params as { add_qty: number };
      return odooResult({
        line_id: 900,
        quantity,
        cart_quantity: 3 + quantity,
        notification_info: { warning: "" },
        weekbox_cart: cartSummary(3 + quantity),
      });
    },
  });
}

export function callsTo(odoo: FakeOdoo, path: string) {
  return odoo.calls.filter((call) => call.url.pathname === path);
}

export function paramsOf(odoo: FakeOdoo, path: string): Record<string, unknown>[] {
  return callsTo(odoo, path).map((call) => (call.body as { params: Record<string, unknown> }).params);
}

/** Renders `ui` with a client on `odoo`, as a page gives its widgets `rpc`. */
export function renderOn(
  odoo: FakeOdoo,
  ui: ReactElement,
  userOptions?: Parameters<typeof userEvent.setup>[0],
) {
  const user = userEvent.setup(userOptions);
  const client = createRpcClient({ fetch: odoo.fetch });
  const view = render(<RpcClientContext.Provider value={client}>{ui}</RpcClientContext.Provider>);
  return { user, ...view };
}

export function renderProduct(
  odoo: FakeOdoo,
  overrides: Partial<ShopProductProps> = {},
  userOptions?: Parameters<typeof userEvent.setup>[0],
) {
  return renderOn(odoo, <ShopProduct {...productProps(overrides)} />, userOptions);
}

/** The page's jotai store, as a new page would have it. */
export function resetPageStore(): void {
  const store = getDefaultStore();
  store.set(combinationImagesAtom, {});
  resetSharedCart();
}

/** A promise the test resolves itself (a server that answers when told). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets `ms` of real time pass inside act (debounces, late answers). */
export async function pause(ms: number): Promise<void> {
  await act(async () => {
    await new Promise((done) => setTimeout(done, ms));
  });
}
