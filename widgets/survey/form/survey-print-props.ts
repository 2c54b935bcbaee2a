import * as z from "zod/mini";
import { surveyAnswerSchema, surveyInfoSchema, surveySectionSchema } from "@/core/rpc/routes/survey-routes";

const point = z.object({ text: z.string(), count: z.number() });

/**
 * `data-props` of the print view (website_survey_widget's survey_page_print,
 * survey.user_input._prepare_weekbox_print_state): every question the answer
 * had to answer, with its answers; a quiz's corrections and score charts.
 */
export const surveyPrintProps = z.object({
  print: z.object({
    survey: surveyInfoSchema,
    /** A failed quiz's retry, on its review ("" for none). */
    review_retry_url: z.string(),
    sections: z.array(surveySectionSchema),
    values: z.record(z.string(), surveyAnswerSchema),
    skipped_question_ids: z.array(z.int()),
    corrections: z.record(
      z.string(),
      z.object({ answer_ids: z.array(z.int()), value: z.string(), correct: z.boolean() }),
    ),
    score_charts: z.nullable(
      z.object({
        totals: z.array(point),
        by_section: z.array(z.object({ key: z.string(), values: z.array(point) })),
      }),
    ),
  }),
});

export type SurveyPrintProps = z.infer<typeof surveyPrintProps>;
