// Odoo's own routes the hardening suites attack beside ours: the payment routes
// the widgets call (in the route map), website_sale's cart routes (not in it:
// their params are listed here), and our payment routes that take the order id
// in the URL. Odoo's code is not ours to rewrite, so an unexpected error there
// is accepted as long as it is answered like ours: HTTP 200, no traceback, the
// generic message (rpc_errors.py); the refusals stay counted per route.
import type { RouteName } from "@/core/rpc/route-map";
import { GENERIC_MESSAGE, SERVER_ERROR } from "./answer-checks";
import { ODOO_OWN_ROUTES } from "./json-routes";

/** website_sale's JSON cart route and the params its controller takes. */
export const ODOO_CART_JSON_ROUTES: Readonly<Record<string, readonly string[]>> = {
  "/shop/cart/update_json": [
    "product_id",
    "line_id",
    "add_qty",
    "set_qty",
    "display",
    "product_custom_attribute_values",
    "no_variant_attribute_values",
    "force_create",
  ],
};

/** website_sale's form route adding to the cart (type='http', csrf_token) and its form fields. */
export const CART_FORM_ROUTE = "/shop/cart/update";
export const CART_FORM_FIELDS: readonly string[] = [
  "product_id",
  "add_qty",
  "set_qty",
  "product_custom_attribute_values",
  "no_variant_attribute_values",
  "express",
];

/** Routes that also take the order id as the URL's last segment (`<route>/<int:order_id>`). */
export const ORDER_IN_PATH_ROUTES: readonly RouteName[] = [
  "/shop/payment/transaction",
  "/shop/payment/get_status",
];

/** Odoo's JSON routes the bad-input suite fuzzes: the route map's payment routes, then the cart. */
export const ODOO_JSON_TARGETS: readonly string[] = [
  ...new Set<string>([...ODOO_OWN_ROUTES, ...Object.keys(ODOO_CART_JSON_ROUTES)]),
];

// /payment/status/poll raises these codes for Odoo's /payment/status page,
// which switches on them (rpc_errors.PROTOCOL_MESSAGES).
const POLL_CODES = new Set(["tx_not_found", "retry"]);

/** The errors an Odoo route may answer besides refusals: a bug, answered generically. */
export function odooRouteAlsoExpects(route: string): (name: string, message: unknown) => boolean {
  return (name, message) =>
    (name === SERVER_ERROR && message === GENERIC_MESSAGE) ||
    (route === "/payment/status/poll" && name === "builtins.Exception" && POLL_CODES.has(String(message)));
}

/** A URL segment matched by no route (`/shop/payment/get_status/abc`): a JSON 404 (ir_http). */
export function notFoundAlsoExpected(name: string): boolean {
  return name === "werkzeug.exceptions.NotFound";
}
