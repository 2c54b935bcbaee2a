import * as z from "zod/mini";
import { mainRoutes } from "@/core/rpc/route-map-main";

/**
 * Odoo's tracking info of the order (website_sale's order_2_return_dict, the
 * `data-order-tracking-info` of its status box): GA4 purchase fields; the
 * ones the event needs are checked, the others (tax, shipping, items...) sent as they are.
 */
export const orderTrackingInfoSchema = z.looseObject({
  transaction_id: z.union([z.int(), z.string()]),
  value: z.number(),
  currency: z.string(),
});

/** `data-props` of the payment status box (the confirmation page). */
export const paymentStatusProps = z.object({
  orderId: z.int(),
  /** The order's access token: lets a guest's page keep polling. */
  accessToken: z.optional(z.string()),
  /** The status at page render, shown at once. */
  initialStatus: z.optional(mainRoutes["/shop/payment/get_status"].result),
  /**
   * The purchase analytics event's data, sent once per order when the
   * payment is accepted; null or absent: no event from this box (e.g. the
   * page's own widget sends it).
   */
  trackingInfo: z.optional(z.nullable(orderTrackingInfoSchema)),
});

export type PaymentStatusProps = z.infer<typeof paymentStatusProps>;
export type OrderTrackingInfo = z.infer<typeof orderTrackingInfoSchema>;
