import * as v from "valibot";
import { cartSummarySchema } from "@/core/rpc/routes/shop-routes";

/** `data-props` of the cart page (spec §2.5, §4.2, §5.2, §8.2). Rendered per request (never cached). */
export const shopCartProps = v.object({
  /** The cart at render: shown at once, no call on load. */
  cart: cartSummarySchema,
  checkoutUrl: v.string(),
  shopUrl: v.string(),
  /** Whether the promo code form is shown (the editor's "Promo Code" option). */
  showPromo: v.boolean(),
  /** Whether suggested products are shown (the editor's "Suggested Products" option). */
  showSuggested: v.boolean(),
});

export type ShopCartProps = v.InferOutput<typeof shopCartProps>;
