import * as z from "zod/mini";

/** `data-props` of the header's cart link (inside website_sale.header_cart_link's
 * t-nocache: per request). The classes are those the header template passes
 * to Odoo's link, so every header layout keeps its look. */
export const shopCartLinkProps = z.object({
  cartQuantity: z.number(),
  cartUrl: z.string(),
  /** The header variant shows the cart icon / the "My Cart" text. */
  showIcon: z.boolean(),
  showText: z.boolean(),
  linkClass: z.string(),
  iconWrapClass: z.string(),
  badgeClass: z.string(),
  textClass: z.string(),
  /** Hide the link while the cart is empty (the editor's "Hide empty cart" option). */
  hideWhenEmpty: z.boolean(),
});

export type ShopCartLinkProps = z.infer<typeof shopCartLinkProps>;
