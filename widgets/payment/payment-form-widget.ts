// The lazily loaded chunk of the payment form: component + props schema.
import { defineWidget } from "@/core/mount/widget-registry";
import { PaymentForm } from "./components/payment-form";
import { paymentFormProps } from "./payment-form-props";

export default defineWidget(PaymentForm, paymentFormProps);
