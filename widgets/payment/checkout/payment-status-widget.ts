// The lazily loaded chunk of the payment status box: component + props schema.
// With the widget's chunk rather than on its first call: the schemas of its
// routes (see core/rpc/route-spec.ts).
import "./payment.css";
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { PaymentStatus } from "./components/payment-status";
import { paymentStatusProps } from "./payment-status-props";

export default defineWidget(PaymentStatus, paymentStatusProps);
