import { useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { goTo } from "@/core/page/page-navigation";
import type { SurveyAnswerTableProps } from "../survey-answer-table-props";
import { FIRST_PAGE, pageCount, pageRows, tableHeight } from "../utils/answer-pages";
import { withLineFilter } from "../utils/results-url";

/**
 * A question's typed answers (spec §2.9): a table paged by the server's record
 * limit, the first page on load, a pagination bar when there is more than one;
 * each answer's number opens its print view, and its filter button (on hover
 * and keyboard focus) shows only the surveys that gave that answer.
 */
export function SurveyAnswerTable({
  question_id,
  record_limit,
  tall_rows,
  filterable,
  rows,
}: SurveyAnswerTableProps) {
  const t = useTranslate();
  const [page, setPage] = useState(FIRST_PAGE);
  const pages = pageCount(rows.length, record_limit);
  const shown = pageRows(rows, record_limit, page);
  const first = record_limit * (page - 1);
  return (
    <div className="o_weekbox_answer_table" data-question-id={question_id}>
      <div
        className="overflow-auto o_survey_user_responses_table_wrapper"
        style={{ height: tableHeight(rows.length, record_limit, tall_rows) }}
      >
        <table className="table table-hover table-sm o_survey_results_table_indexed">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t("User Responses")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <tr key={row.line_id}>
                <td>{row.url ? <a href={row.url}>{first + index + 1}</a> : first + index + 1}</td>
                <td className="o_survey_answer">
                  <div className="d-flex justify-content-between gap-2">
                    <span className="text-break">{row.value}</span>
                    {filterable && (
                      <button
                        type="button"
                        className="btn btn-link p-0 text-primary o_weekbox_survey_filter d-print-none"
                        aria-label={t("Filter surveys")}
                        title={t("Only show survey results having selected this answer")}
                        onClick={() => goTo(withLineFilter(window.location, row.line_id))}
                      >
                        <i className="fa fa-filter" aria-hidden="true" />
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={t("Pages of answers")} className="d-print-none">
          <ul className="pagination mt-2">
            {Array.from({ length: pages }, (_unused, index) => index + FIRST_PAGE).map((number) => (
              <li key={number} className={`page-item${number === page ? " active" : ""}`}>
                <button
                  type="button"
                  className="page-link"
                  aria-current={number === page ? "page" : undefined}
                  aria-label={t("Page {number}", { number })}
                  onClick={() => setPage(number)}
                >
                  {number}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
