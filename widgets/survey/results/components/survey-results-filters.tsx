import type { ReactNode } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { usePageFilterButtons } from "../hooks/use-page-filter-buttons";
import type { SurveyResultsFiltersProps } from "../survey-results-filters-props";
import {
  withFinished,
  withoutFilter,
  withoutFilters,
  withoutFinished,
  withScoreFilter,
} from "../utils/results-url";

/**
 * The results page's filters (spec §2.9, §4.5): 'All surveys' and 'Completed
 * surveys' (the 'finished' flag; each acts only when it would change
 * something, a default cursor otherwise), a quiz's passed / failed, the
 * filters applied (each removable) and 'Remove all filters' (the whole query
 * gone). The answer cells' filter buttons are the page's (by delegation).
 */
export function SurveyResultsFilters(props: SurveyResultsFiltersProps) {
  const t = useTranslate();
  usePageFilterButtons();
  if (!props.has_answers) return null;
  const location = window.location;
  const all = withoutFinished(location);
  const finished = withFinished(location);
  const anyFilter = props.filters.length > 0 || props.finished || props.passed || props.failed;
  return (
    <div className="question_and_page_data o_survey_result o_weekbox_survey_filters p-0 d-print-none">
      <nav aria-label={t("Filters")} className="d-flex flex-wrap align-items-center gap-2 my-2">
        <div role="group" aria-label={t("Answers")} className="btn-group">
          <FilterOption href={all} active={!props.finished} count={props.finished ? null : props.counts.all}>
            {t("All surveys")}
          </FilterOption>
          <FilterOption
            href={finished}
            active={props.finished}
            count={props.finished ? null : props.counts.finished}
          >
            {t("Completed surveys")}
          </FilterOption>
        </div>
        {props.scored && (
          <div role="group" aria-label={t("Results")} className="btn-group">
            <FilterOption
              href={props.passed || props.failed ? withScoreFilter(location, null) : null}
              active={!props.passed && !props.failed}
              count={null}
            >
              {t("Passed and Failed")}
            </FilterOption>
            <FilterOption
              href={props.passed ? null : withScoreFilter(location, "passed")}
              active={props.passed}
              count={props.counts.passed}
            >
              {t("Passed only")}
            </FilterOption>
            <FilterOption
              href={props.failed ? null : withScoreFilter(location, "failed")}
              active={props.failed}
              count={props.counts.failed}
            >
              {t("Failed only")}
            </FilterOption>
          </div>
        )}
        {anyFilter && (
          <a className="o_survey_results_topbar_clear_filters ms-2" href={withoutFilters(location)}>
            <i className="fa fa-trash me-1" aria-hidden="true" />
            {t("Remove all filters")}
          </a>
        )}
      </nav>
      {props.filters.length > 0 && (
        <ul
          className="nav o_survey_results_topbar_answer_filters gap-2 mt-2"
          aria-label={t("Filters applied")}
        >
          {props.filters.map((filter) => (
            <li key={`${filter.key}-${filter.row_id}-${filter.record_id}`} className="nav-item">
              <span className="btn btn-light filter-remove-answer cursor-default">
                {filter.question} | {filter.answer}{" "}
                <a
                  className="text-primary ms-1"
                  href={withoutFilter(location, {
                    key: filter.key,
                    rowId: filter.row_id,
                    recordId: filter.record_id,
                  })}
                  aria-label={t("Remove the filter {question} | {answer}", {
                    question: filter.question,
                    answer: filter.answer,
                  })}
                >
                  <i className="fa fa-times" aria-hidden="true" />
                </a>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A filter that acts (a link) or, when it would change nothing, says it is on (a default cursor). */
function FilterOption({
  href,
  active,
  count,
  children,
}: {
  href: string | null;
  active: boolean;
  count: number | null;
  children: ReactNode;
}) {
  const className = `btn btn-outline-primary d-flex align-items-center gap-2${active ? " active" : ""}`;
  const badge = count !== null && <span className="badge rounded-pill text-bg-primary">{count}</span>;
  if (href === null) {
    return (
      <span className={`${className} o_weekbox_filter_current`} aria-current={active ? "true" : undefined}>
        {children}
        {badge}
      </span>
    );
  }
  return (
    <a className={className} href={href}>
      {children}
      {badge}
    </a>
  );
}
