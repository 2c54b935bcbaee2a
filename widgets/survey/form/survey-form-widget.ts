// The lazily loaded chunk of the survey form: component + props schema.
import "./survey-form.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { SurveyForm } from "./components/survey-form";
import { surveyFormProps } from "./survey-form-props";

export default defineWidget(SurveyForm, surveyFormProps);
