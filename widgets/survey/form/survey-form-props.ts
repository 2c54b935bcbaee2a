import * as v from "valibot";
import { surveyStateSchema } from "@/core/rpc/routes/survey-routes";

/**
 * `data-props` of the survey form (website_survey_widget's survey_page_fill):
 * the screen as the survey routes answer it, so the first paint needs no
 * call (the route's own schema).
 */
export const surveyFormProps = v.object({ state: surveyStateSchema });

export type SurveyFormProps = v.InferOutput<typeof surveyFormProps>;
