import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";
import { orderAmountsShape } from "@/core/rpc/routes/checkout-routes";

const id = positiveInt();

/** A delivery method offered for the order (delivery.carrier). Texts are plain text. */
export const checkoutCarrierSchema = v.object({
  id,
  name: v.string(),
  /** A pick-up in store (website_sale_picking's on-site method) rather than a shipping. */
  isPickup: v.boolean(),
  /** The method's website description, "" when none. */
  description: v.string(),
  /** Where a pick-up is collected, on one line; "" for a shipping. */
  pickupAddress: v.string(),
});

export const orderAmountsSchema = v.object(orderAmountsShape);

/** `data-props` of /shop/payment's delivery methods (spec §2.5, §4.2, §8.2). Rendered per request. */
export const shopCheckoutDeliveryProps = v.object({
  /** The methods offered, in website_sale's order. */
  carriers: v.pipe(v.array(checkoutCarrierSchema), v.minLength(1), v.maxLength(100)),
  /** The order's method (one of `carriers`), null when none is chosen. */
  carrierId: v.nullable(id),
  /** False: the order's method cannot deliver it (or none is chosen): Pay waits for a choice. */
  status: v.boolean(),
  /** Why the order's method cannot deliver it, "" otherwise. */
  errorMessage: v.string(),
  /** The order's amounts at render, as the page's summary shows them. */
  amounts: orderAmountsSchema,
  currency: currencyInfoSchema,
});

export type ShopCheckoutDeliveryProps = v.InferOutput<typeof shopCheckoutDeliveryProps>;
export type CheckoutCarrier = v.InferOutput<typeof checkoutCarrierSchema>;
export type OrderAmounts = v.InferOutput<typeof orderAmountsSchema>;
