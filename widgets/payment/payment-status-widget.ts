// The lazily loaded chunk of the payment status box: component + props schema.
import { defineWidget } from "@/core/mount/widget-registry";
import { PaymentStatus } from "./components/payment-status";
import { paymentStatusProps } from "./payment-status-props";

export default defineWidget(PaymentStatus, paymentStatusProps);
