import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

/** `data-props` rendered by Odoo's /shop/confirmation for a meal-box order (controllers/website_sale_cart.py `_prepare_mealbox_thanks_props`). */
export const mealboxThanksProps = v.object({
  orderId: positiveInt(),
  /** The order reference, e.g. "S00042": the purchase event's transaction_id. */
  orderName: v.pipe(v.string(), v.minLength(1)),
  amountTotal: v.number(),
  /** ISO code, e.g. "EUR". */
  currency: v.string(),
  currencyInfo: currencyInfoSchema,
  meal: int(),
  people: int(),
  deliveryType: v.fallback(v.nullable(v.picklist(["delivery", "pick_store"])), null),
  deliveryDate: v.fallback(v.nullable(v.string()), null),
  storeName: v.fallback(v.nullable(v.string()), null),
  /** The payment is awaited (e.g. a wire transfer): the order is not confirmed yet. */
  paymentPending: v.fallback(v.boolean(), false),
  /**
   * This page sends the order's purchase event: the server says so once per
   * order, when it is paid or confirmed (never for an unpaid wire transfer).
   */
  purchaseEvent: v.fallback(v.boolean(), false),
});

export type MealboxThanksProps = v.InferOutput<typeof mealboxThanksProps>;
