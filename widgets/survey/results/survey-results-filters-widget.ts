// The lazily loaded chunk of the results page's filters bar.
import "./survey-results.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { SurveyResultsFilters } from "./components/survey-results-filters";
import { surveyResultsFiltersProps } from "./survey-results-filters-props";

export default defineWidget(SurveyResultsFilters, surveyResultsFiltersProps);
