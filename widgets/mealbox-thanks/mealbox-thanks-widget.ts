// The lazily loaded chunk of the thank-you widget: component + props schema.
import "./mealbox-thanks.css";
import type { WidgetDefinition } from "@/core/mount/widget-registry";
import { MealboxThanks } from "./components/mealbox-thanks";
import { mealboxThanksProps, type MealboxThanksProps } from "./mealbox-thanks-props";

const definition: WidgetDefinition<MealboxThanksProps> = {
  Component: MealboxThanks,
  props: mealboxThanksProps,
};

export default definition;
