import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { goTo } from "@/core/page/page-navigation";
import { SurveyAnswerTable } from "../components/survey-answer-table";

jest.mock("@/core/page/page-navigation");

const rows = Array.from({ length: 23 }, (_unused, index) => ({
  line_id: 500 + index,
  value: `Answer ${index + 1}`,
  url: `/survey/print/token?answer_token=a${index}`,
}));

function shown() {
  return within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent);
}

test("should page the answers by the server's limit, the first page active on load", async () => {
  const user = userEvent.setup();
  render(<SurveyAnswerTable question_id={3} record_limit={10} tall_rows={false} filterable rows={rows} />);
  expect(shown()).toHaveLength(10);
  expect(shown()[0]).toBe("1Answer 1");
  expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await user.click(screen.getByRole("button", { name: "Page 2" }));
  expect(shown()[0]).toBe("11Answer 11");
  expect(shown()[9]).toBe("20Answer 20");
  expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await user.click(screen.getByRole("button", { name: "Page 3" }));
  expect(shown()).toEqual(["21Answer 21", "22Answer 22", "23Answer 23"]);
  expect(screen.getByRole("link", { name: "21" })).toHaveAttribute("href", rows[20]!.url);
});

test("should have no pagination bar for one page, and filter on an answer", async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, "", "/survey/results/7?0,12");
  render(
    <SurveyAnswerTable question_id={3} record_limit={10} tall_rows filterable rows={rows.slice(0, 4)} />,
  );
  expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  await user.click(screen.getAllByRole("button", { name: "Filter surveys" })[1]!);
  expect(goTo).toHaveBeenCalledWith("/survey/results/7?0,12&filters=L%2C0%2C501");
});

test("should offer no filter on an answer already filtered", () => {
  render(
    <SurveyAnswerTable question_id={3} record_limit={10} tall_rows={false} filterable={false} rows={rows} />,
  );
  expect(screen.queryByRole("button", { name: "Filter surveys" })).not.toBeInTheDocument();
});
