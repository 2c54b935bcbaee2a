import * as v from "valibot";

const point = v.object({ text: v.string(), count: v.number() });
const series = v.object({ key: v.string(), values: v.array(point) });

/**
 * `data-props` of a results page's chart (website_survey_widget, on Odoo's
 * survey_graph blocks): Odoo's embedded graph data (survey.question
 * _get_stats_data, spec §3.6) — a pie's points, a bar's one series, a
 * matrix's series per column answer.
 */
export const surveyChartProps = v.union([
  v.object({
    type: v.literal("pie"),
    title: v.string(),
    data: v.array(point),
    right_answers: v.array(v.string()),
  }),
  v.object({
    type: v.literal("bar"),
    title: v.string(),
    data: v.array(series),
    right_answers: v.array(v.string()),
  }),
  v.object({
    type: v.literal("multi_bar"),
    title: v.string(),
    data: v.array(series),
    right_answers: v.array(v.string()),
  }),
]);

export type SurveyChartProps = v.InferOutput<typeof surveyChartProps>;
