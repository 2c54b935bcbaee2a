// The lazily loaded chunk of the thank-you widget: component + props schema.
import "./mealbox-thanks.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { MealboxThanks } from "./components/mealbox-thanks";
import { mealboxThanksProps } from "./mealbox-thanks-props";

export default defineWidget(MealboxThanks, mealboxThanksProps);
