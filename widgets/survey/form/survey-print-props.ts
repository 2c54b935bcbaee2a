import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";
import { surveyAnswerSchema, surveyInfoSchema, surveySectionSchema } from "@/core/rpc/routes/survey-routes";

const point = v.object({ text: v.string(), count: v.number() });

/**
 * `data-props` of the print view (website_survey_widget's survey_page_print,
 * survey.user_input._prepare_weekbox_print_state): every question the answer
 * had to answer, with its answers; a quiz's corrections and score charts.
 */
export const surveyPrintProps = v.object({
  print: v.object({
    survey: surveyInfoSchema,
    /** A failed quiz's retry, on its review ("" for none). */
    review_retry_url: v.string(),
    sections: v.array(surveySectionSchema),
    values: v.record(v.string(), surveyAnswerSchema),
    skipped_question_ids: v.array(int()),
    corrections: v.record(
      v.string(),
      v.object({ answer_ids: v.array(int()), value: v.string(), correct: v.boolean() }),
    ),
    score_charts: v.nullable(
      v.object({
        totals: v.array(point),
        by_section: v.array(v.object({ key: v.string(), values: v.array(point) })),
      }),
    ),
  }),
});

export type SurveyPrintProps = v.InferOutput<typeof surveyPrintProps>;
