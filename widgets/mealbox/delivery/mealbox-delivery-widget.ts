// The lazily loaded chunk of the delivery step: component + props schema.
// With the widget's chunk rather than on its first call: the schemas of its
// routes (see core/rpc/route-spec.ts).
import "./mealbox-delivery.css";
import "@/core/rpc/calls-at-mount-mealbox";
import { defineWidget } from "@/core/mount/widget-registry";
import { MealboxDelivery } from "./components/mealbox-delivery";
import { mealboxDeliveryProps } from "./mealbox-delivery-props";

export default defineWidget(MealboxDelivery, mealboxDeliveryProps);
