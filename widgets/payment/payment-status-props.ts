import * as z from "zod/mini";
import { routes } from "@/core/rpc/route-map";

/** `data-props` of the payment status box (the confirmation page). */
export const paymentStatusProps = z.object({
  orderId: z.int(),
  /** The order's access token: lets a guest's page keep polling. */
  accessToken: z.optional(z.string()),
  /** The status at page render, shown at once. */
  initialStatus: z.optional(routes["/shop/payment/get_status"].result),
});

export type PaymentStatusProps = z.infer<typeof paymentStatusProps>;
