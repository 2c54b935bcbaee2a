// The lazily loaded chunk of the subscription contract form: component + props schema.
import "./subscription-form.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { SubscriptionForm } from "./components/subscription-form";
import { subscriptionFormProps } from "./subscription-form-props";

export default defineWidget(SubscriptionForm, subscriptionFormProps);
