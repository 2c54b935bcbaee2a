import * as v from "valibot";

/** `data-props` of the checkout's promo code form (Odoo's coupon form on /shop/checkout and /shop/payment). */
export const shopPromoProps = v.object({
  /** The codes already applied to the order. */
  appliedCodes: v.array(v.string()),
});

export type ShopPromoProps = v.InferOutput<typeof shopPromoProps>;
