import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";
import { addressModeSchema } from "@/core/rpc/routes/address-routes";

const id = positiveInt();

/** An address card: one of the customer's addresses usable in this mode. */
export const addressCardSchema = v.object({
  id,
  name: v.string(),
  /** The address, one line per line as Odoo writes it for its country. */
  lines: v.array(v.string()),
  /** /shop/address?mode=…&partner_id=…; null when the customer may not edit it. */
  editUrl: v.nullable(v.string()),
});

/**
 * `data-props` of the address cards of one mode (website_sale.checkout,
 * /shop/checkout): the billing or the shipping addresses of the order's
 * customer. Choosing one posts Odoo's /shop/cart/update_address.
 */
export const shopAddressCardsProps = v.object({
  mode: addressModeSchema,
  /** The session's CSRF token (Odoo checks it on /shop/cart/update_address). */
  csrfToken: v.pipe(v.string(), v.minLength(1)),
  addresses: v.array(addressCardSchema),
  /** The order's address of this mode; null when none of the cards is. */
  selectedId: v.nullable(id),
  /** /shop/address?mode=…: a new address; null when none may be added. */
  addUrl: v.nullable(v.string()),
});

export type ShopAddressCardsProps = v.InferOutput<typeof shopAddressCardsProps>;
export type AddressCard = v.InferOutput<typeof addressCardSchema>;
