import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";
import { mainRoutes } from "@/core/rpc/route-map-main";

/**
 * Odoo's tracking info of the order (website_sale's order_2_return_dict, the
 * `data-order-tracking-info` of its status box): GA4 purchase fields; the
 * ones the event needs are checked, the others (tax, shipping, items...) sent as they are.
 */
export const orderTrackingInfoSchema = v.looseObject({
  transaction_id: v.union([int(), v.string()]),
  value: v.number(),
  currency: v.string(),
});

/** `data-props` of the payment status box (the confirmation page). */
export const paymentStatusProps = v.object({
  orderId: int(),
  /** The order's access token: lets a guest's page keep polling. */
  accessToken: v.optional(v.string()),
  /** The status at page render, shown at once. */
  initialStatus: v.optional(mainRoutes["/shop/payment/get_status"].result),
  /**
   * The purchase analytics event's data, sent once per order when the
   * payment is accepted; null or absent: no event from this box (e.g. the
   * page's own widget sends it).
   */
  trackingInfo: v.optional(v.nullable(orderTrackingInfoSchema)),
});

export type PaymentStatusProps = v.InferOutput<typeof paymentStatusProps>;
export type OrderTrackingInfo = v.InferOutput<typeof orderTrackingInfoSchema>;
