import { useEffect } from "react";
import { goTo } from "@/core/page/page-navigation";
import { withAnswerFilter } from "../utils/results-url";

/**
 * The answer cells' filter buttons (server HTML in the results tables:
 * data-filter-answer, data-filter-row) and the page's Print button, handled
 * from the filters bar, by delegation: a filter button adds its
 * '{row_id},{answer_id}' to the URL.
 */
export function usePageFilterButtons(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const filter = target?.closest<HTMLElement>("[data-filter-answer]");
      if (filter) {
        event.preventDefault();
        const answerId = Number(filter.dataset.filterAnswer);
        if (answerId > 0)
          goTo(withAnswerFilter(window.location, answerId, Number(filter.dataset.filterRow) || 0));
        return;
      }
      if (target?.closest(".o_survey_results_print")) {
        event.preventDefault();
        window.print();
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
