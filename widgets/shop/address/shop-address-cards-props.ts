import * as z from "zod/mini";
import { addressModeSchema } from "@/core/rpc/routes/address-routes";

const id = z.int().check(z.positive());

/** An address card: one of the customer's addresses usable in this mode. */
export const addressCardSchema = z.object({
  id,
  name: z.string(),
  /** The address, one line per line as Odoo writes it for its country. */
  lines: z.array(z.string()),
  /** /shop/address?mode=…&partner_id=…; null when the customer may not edit it. */
  editUrl: z.nullable(z.string()),
});

/**
 * `data-props` of the address cards of one mode (website_sale.checkout,
 * /shop/checkout): the billing or the shipping addresses of the order's
 * customer. Choosing one posts Odoo's /shop/cart/update_address.
 */
export const shopAddressCardsProps = z.object({
  mode: addressModeSchema,
  /** The session's CSRF token (Odoo checks it on /shop/cart/update_address). */
  csrfToken: z.string().check(z.minLength(1)),
  addresses: z.array(addressCardSchema),
  /** The order's address of this mode; null when none of the cards is. */
  selectedId: z.nullable(id),
  /** /shop/address?mode=…: a new address; null when none may be added. */
  addUrl: z.nullable(z.string()),
});

export type ShopAddressCardsProps = z.infer<typeof shopAddressCardsProps>;
export type AddressCard = z.output<typeof addressCardSchema>;
