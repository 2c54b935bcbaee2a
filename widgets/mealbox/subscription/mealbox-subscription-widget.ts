// The lazily loaded chunk of the portal's subscription page: component + props schema.
import "./mealbox-subscription.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { MealboxSubscription } from "./components/mealbox-subscription";
import { mealboxSubscriptionProps } from "./mealbox-subscription-props";

export default defineWidget(MealboxSubscription, mealboxSubscriptionProps);
