import * as z from "zod/mini";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";
import { orderAmountsShape } from "@/core/rpc/routes/checkout-routes";

const id = z.int().check(z.positive());

/** A delivery method offered for the order (delivery.carrier). Texts are plain text. */
export const checkoutCarrierSchema = z.object({
  id,
  name: z.string(),
  /** A pick-up in store (website_sale_picking's on-site method) rather than a shipping. */
  isPickup: z.boolean(),
  /** The method's website description, "" when none. */
  description: z.string(),
  /** Where a pick-up is collected, on one line; "" for a shipping. */
  pickupAddress: z.string(),
});

export const orderAmountsSchema = z.object(orderAmountsShape);

/** `data-props` of /shop/payment's delivery methods (spec §2.5, §4.2, §8.2). Rendered per request. */
export const shopCheckoutDeliveryProps = z.object({
  /** The methods offered, in website_sale's order. */
  carriers: z.array(checkoutCarrierSchema).check(z.minLength(1), z.maxLength(100)),
  /** The order's method (one of `carriers`), null when none is chosen. */
  carrierId: z.nullable(id),
  /** False: the order's method cannot deliver it (or none is chosen): Pay waits for a choice. */
  status: z.boolean(),
  /** Why the order's method cannot deliver it, "" otherwise. */
  errorMessage: z.string(),
  /** The order's amounts at render, as the page's summary shows them. */
  amounts: orderAmountsSchema,
  currency: currencyInfoSchema,
});

export type ShopCheckoutDeliveryProps = z.infer<typeof shopCheckoutDeliveryProps>;
export type CheckoutCarrier = z.infer<typeof checkoutCarrierSchema>;
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;
