import * as v from "valibot";

/** `data-props` of the header's cart link (inside website_sale.header_cart_link's
 * t-nocache: per request). The classes are those the header template passes
 * to Odoo's link, so every header layout keeps its look. */
export const shopCartLinkProps = v.object({
  cartQuantity: v.number(),
  cartUrl: v.string(),
  /** The header variant shows the cart icon / the "My Cart" text. */
  showIcon: v.boolean(),
  showText: v.boolean(),
  linkClass: v.string(),
  iconWrapClass: v.string(),
  badgeClass: v.string(),
  textClass: v.string(),
  /** Hide the link while the cart is empty (the editor's "Hide empty cart" option). */
  hideWhenEmpty: v.boolean(),
});

export type ShopCartLinkProps = v.InferOutput<typeof shopCartLinkProps>;
