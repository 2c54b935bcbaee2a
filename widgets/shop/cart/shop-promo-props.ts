import * as z from "zod/mini";

/** `data-props` of the checkout's promo code form (Odoo's coupon form on /shop/checkout and /shop/payment). */
export const shopPromoProps = z.object({
  /** The codes already applied to the order. */
  appliedCodes: z.array(z.string()),
});

export type ShopPromoProps = z.infer<typeof shopPromoProps>;
