import { useEffect } from "react";
import { firePurchaseEvent } from "@/sale/analytics/fire-purchase-event";
import type { OrderPaymentStatus } from "../api/fetch-order-payment-status";
import type { OrderTrackingInfo } from "../payment-status-props";

/**
 * The states in which the shop counts the order as bought: paid, authorised,
 * or pending as the provider accepted it (e.g. a wire transfer to come),
 * those with which website_sale shows its confirmation page.
 */
const PURCHASE_STATES = new Set<OrderPaymentStatus["state"]>(["pending", "authorized", "done"]);

/**
 * The confirmation page's purchase analytics event, with Odoo's tracking
 * info of the order: sent once the payment is accepted (at once, or when a
 * poll says so), and once per order (sale/analytics: not again on reload,
 * nor by another widget of the page telling of the same order by its reference).
 */
export function usePurchaseEvent(
  trackingInfo: OrderTrackingInfo | null | undefined,
  status: OrderPaymentStatus | undefined,
): void {
  const accepted = status !== undefined && PURCHASE_STATES.has(status.state);
  const orderName = status?.orderName ?? "";
  useEffect(() => {
    if (!trackingInfo || !accepted) return;
    const { transaction_id: transactionId, value, currency, ...details } = trackingInfo;
    firePurchaseEvent({
      transactionId,
      value,
      currency,
      details,
      orderKey: orderName || String(transactionId),
    });
  }, [trackingInfo, accepted, orderName]);
}
