import * as z from "zod/mini";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

/** `data-props` rendered by Odoo's /shop/confirmation for a meal-box order (controllers/website_sale_cart.py `_prepare_mealbox_thanks_props`). */
export const mealboxThanksProps = z.object({
  orderId: z.int().check(z.positive()),
  /** The order reference, e.g. "S00042": the purchase event's transaction_id. */
  orderName: z.string().check(z.minLength(1)),
  amountTotal: z.number(),
  /** ISO code, e.g. "EUR". */
  currency: z.string(),
  currencyInfo: currencyInfoSchema,
  meal: z.int(),
  people: z.int(),
  deliveryType: z.catch(z.nullable(z.enum(["delivery", "pick_store"])), null),
  deliveryDate: z.catch(z.nullable(z.string()), null),
  storeName: z.catch(z.nullable(z.string()), null),
  /** The payment is awaited (e.g. a wire transfer): the order is not confirmed yet. */
  paymentPending: z.catch(z.boolean(), false),
  /**
   * This page sends the order's purchase event: the server says so once per
   * order, when it is paid or confirmed (never for an unpaid wire transfer).
   */
  purchaseEvent: z.catch(z.boolean(), false),
});

export type MealboxThanksProps = z.infer<typeof mealboxThanksProps>;
