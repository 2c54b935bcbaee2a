// The lazily loaded chunk of a results page's chart: with d3 (ui/charts),
// only on the pages that chart.
import { defineWidget } from "@/core/mount/widget-registry";
import { SurveyChart } from "./components/survey-chart";
import { surveyChartProps } from "./survey-chart-props";

export default defineWidget(SurveyChart, surveyChartProps);
