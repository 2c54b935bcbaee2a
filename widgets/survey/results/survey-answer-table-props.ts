import * as v from "valibot";

/**
 * `data-props` of a results page's typed answers table (website_survey_widget
 * survey_answer_table): its rows (survey.question
 * _prepare_weekbox_result_rows) and the page's record limit.
 */
export const surveyAnswerTableProps = v.object({
  question_id: v.number(),
  record_limit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** A text area's answers: taller rows. */
  tall_rows: v.boolean(),
  /** Whether an answer may be filtered on (not when it is filtered already, nor alone). */
  filterable: v.boolean(),
  rows: v.array(v.object({ line_id: v.number(), value: v.string(), url: v.string() })),
});

export type SurveyAnswerTableProps = v.InferOutput<typeof surveyAnswerTableProps>;
