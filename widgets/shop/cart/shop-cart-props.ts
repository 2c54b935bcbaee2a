import * as z from "zod/mini";
import { cartSummarySchema } from "@/core/rpc/routes/shop-routes";

/** `data-props` of the cart page (spec §2.5, §4.2, §5.2, §8.2). Rendered per request (never cached). */
export const shopCartProps = z.object({
  /** The cart at render: shown at once, no call on load. */
  cart: cartSummarySchema,
  checkoutUrl: z.string(),
  shopUrl: z.string(),
  /** Whether the promo code form is shown (the editor's "Promo Code" option). */
  showPromo: z.boolean(),
  /** Whether suggested products are shown (the editor's "Suggested Products" option). */
  showSuggested: z.boolean(),
});

export type ShopCartProps = z.infer<typeof shopCartProps>;
