import { BarChart } from "@/ui/charts/bar-chart";
import { MultiBarChart } from "@/ui/charts/multi-bar-chart";
import { PieChart } from "@/ui/charts/pie-chart";
import type { SurveyChartProps } from "../survey-chart-props";
import { markRightAnswers } from "../utils/right-answers";

/**
 * A question's chart on the results page (spec §2.9, §9.5), drawn with d3
 * instead of Odoo 17's Chart.js: a single choice as a pie, a multiple choice
 * as bars, a matrix as grouped or stacked bars; a quiz's right answers marked
 * in their labels as Odoo marks them.
 */
export function SurveyChart(props: SurveyChartProps) {
  switch (props.type) {
    case "pie":
      return <PieChart title={props.title} points={markRightAnswers(props.data, props.right_answers)} />;
    case "bar":
      return (
        <BarChart
          title={props.title}
          points={markRightAnswers(props.data[0]?.values ?? [], props.right_answers)}
        />
      );
    case "multi_bar":
      return <MultiBarChart title={props.title} series={props.data} />;
  }
}
