// The lazily loaded chunk of a results page's typed answers table.
import "./survey-results.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { SurveyAnswerTable } from "./components/survey-answer-table";
import { surveyAnswerTableProps } from "./survey-answer-table-props";

export default defineWidget(SurveyAnswerTable, surveyAnswerTableProps);
