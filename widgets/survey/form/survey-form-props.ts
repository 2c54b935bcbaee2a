import * as z from "zod/mini";
import { surveyStateSchema } from "@/core/rpc/routes/survey-routes";

/**
 * `data-props` of the survey form (website_survey_widget's survey_page_fill):
 * the screen as the survey routes answer it, so the first paint needs no
 * call (the route's own schema: the chunk has zod for its calls anyway).
 */
export const surveyFormProps = z.object({ state: surveyStateSchema });

export type SurveyFormProps = z.infer<typeof surveyFormProps>;
