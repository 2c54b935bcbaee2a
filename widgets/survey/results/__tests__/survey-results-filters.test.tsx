import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { goTo } from "@/core/page/page-navigation";
import { SurveyResultsFilters } from "../components/survey-results-filters";
import type { SurveyResultsFiltersProps } from "../survey-results-filters-props";

jest.mock("@/core/page/page-navigation");

const props: SurveyResultsFiltersProps = {
  has_answers: true,
  scored: false,
  finished: false,
  passed: false,
  failed: false,
  counts: { all: 14, finished: 12, passed: 0, failed: 0 },
  filters: [],
};

afterEach(() => jest.clearAllMocks());

test("should act on 'finished' only when it is off, 'all' shown on with a default cursor", () => {
  window.history.replaceState(null, "", "/survey/results/7?0,12");
  render(<SurveyResultsFilters {...props} />);
  expect(screen.getByRole("link", { name: /Completed surveys/ })).toHaveAttribute(
    "href",
    "/survey/results/7?0,12&finished",
  );
  const all = screen.getByText("All surveys").closest("span")!;
  expect(all).toHaveClass("o_weekbox_filter_current");
  expect(all).toHaveAttribute("aria-current", "true");
  expect(screen.queryByRole("link", { name: /All surveys/ })).not.toBeInTheDocument();
});

test("should act on 'all' only when finished is on, and clear the whole query", () => {
  window.history.replaceState(null, "", "/survey/results/7?0,12&finished");
  render(
    <SurveyResultsFilters
      {...props}
      finished
      filters={[{ question: "How was it?", answer: "Great", key: "A", row_id: 0, record_id: 12 }]}
    />,
  );
  expect(screen.getByRole("link", { name: /All surveys/ })).toHaveAttribute("href", "/survey/results/7?0,12");
  expect(screen.queryByRole("link", { name: /Completed surveys/ })).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Remove all filters" })).toHaveAttribute(
    "href",
    "/survey/results/7",
  );
  expect(screen.getByRole("link", { name: "Remove the filter How was it? | Great" })).toHaveAttribute(
    "href",
    "/survey/results/7?finished",
  );
});

test("should add an answer cell's filter to the URL, by its button in the page", async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, "", "/survey/results/7?0,12");
  document.body.insertAdjacentHTML(
    "beforeend",
    `<table><tr><td class="o_survey_answer">Fine <button type="button" data-filter-row="0" data-filter-answer="34" aria-label="Filter surveys">f</button></td>
     <td class="o_survey_answer">Great <button type="button" data-filter-row="161" data-filter-answer="152" aria-label="Filter matrix">f</button></td></tr></table>`,
  );
  render(<SurveyResultsFilters {...props} />);
  await user.click(screen.getByRole("button", { name: "Filter surveys" }));
  expect(goTo).toHaveBeenLastCalledWith("/survey/results/7?0,12&0,34");
  await user.click(screen.getByRole("button", { name: "Filter matrix" }));
  expect(goTo).toHaveBeenLastCalledWith("/survey/results/7?0,12&161,152");
});

test("should show nothing without answers", () => {
  const { container } = render(<SurveyResultsFilters {...props} has_answers={false} />);
  expect(container).toBeEmptyDOMElement();
});
