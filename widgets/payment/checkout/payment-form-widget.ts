// The lazily loaded chunk of the payment form: component + props schema.
// With the widget's chunk rather than on its first call: the schemas of its
// routes (see core/rpc/route-spec.ts).
import "./payment.css";
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { PaymentForm } from "./components/payment-form";
import { paymentFormProps } from "./payment-form-props";

export default defineWidget(PaymentForm, paymentFormProps);
