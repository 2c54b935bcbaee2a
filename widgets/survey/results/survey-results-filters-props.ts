import * as v from "valibot";

/**
 * `data-props` of the results page's filters bar (website_survey_widget,
 * controllers/survey.py _prepare_weekbox_results_filters): which flags are
 * on, the counts beside them, the filters the page applies.
 */
export const surveyResultsFiltersProps = v.object({
  has_answers: v.boolean(),
  /** A quiz: its passed / failed filters too. */
  scored: v.boolean(),
  finished: v.boolean(),
  passed: v.boolean(),
  failed: v.boolean(),
  counts: v.object({ all: v.number(), finished: v.number(), passed: v.number(), failed: v.number() }),
  filters: v.array(
    v.object({
      question: v.string(),
      answer: v.string(),
      key: v.picklist(["A", "L"]),
      row_id: v.number(),
      record_id: v.number(),
    }),
  ),
});

export type SurveyResultsFiltersProps = v.InferOutput<typeof surveyResultsFiltersProps>;
