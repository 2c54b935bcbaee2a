// The lazily loaded chunk of the meal-box wizard: component + props schema.
// With the widget's chunk rather than on its first call: the schemas of its
// routes (see core/rpc/route-spec.ts).
import "./mealbox-wizard.css";
import "@/core/rpc/calls-at-mount-mealbox";
import { defineWidget } from "@/core/mount/widget-registry";
import { MealboxWizard } from "./components/mealbox-wizard";
import { mealboxWizardProps } from "./mealbox-wizard-props";

export default defineWidget(MealboxWizard, mealboxWizardProps);
