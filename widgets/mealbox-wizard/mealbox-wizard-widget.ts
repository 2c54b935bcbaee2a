// The lazily loaded chunk of the meal-box wizard: component + props schema.
// Its stylesheet is imported by the page entry (lazy chunks' CSS is not linked).
// With the widget's chunk rather than on its first call: the schemas of its
// routes (see core/rpc/route-spec.ts).
import "@/core/rpc/route-map";
import type { WidgetDefinition } from "@/core/mount/widget-registry";
import { MealboxWizard } from "./components/mealbox-wizard";
import { mealboxWizardProps, type MealboxWizardProps } from "./mealbox-wizard-props";

const definition: WidgetDefinition<MealboxWizardProps> = {
  Component: MealboxWizard,
  props: mealboxWizardProps,
};

export default definition;
