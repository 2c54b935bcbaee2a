// The lazily loaded chunk of the thank-you widget: component + props schema.
// With the widget's chunk rather than on its first call: the schemas of its
// routes (see core/rpc/route-spec.ts).
import "@/core/rpc/route-map";
import type { WidgetDefinition } from "@/core/mount/widget-registry";
import { MealboxThanks } from "./components/mealbox-thanks";
import { mealboxThanksProps, type MealboxThanksProps } from "./mealbox-thanks-props";

const definition: WidgetDefinition<MealboxThanksProps> = {
  Component: MealboxThanks,
  props: mealboxThanksProps,
};

export default definition;
