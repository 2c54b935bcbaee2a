// The lazily loaded chunk of the survey's print view: component + props schema.
import "./survey-form.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { SurveyPrint } from "./components/survey-print";
import { surveyPrintProps } from "./survey-print-props";

export default defineWidget(SurveyPrint, surveyPrintProps);
