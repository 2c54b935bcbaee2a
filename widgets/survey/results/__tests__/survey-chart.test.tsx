import { render, screen } from "@testing-library/react";
import { SurveyChart } from "../components/survey-chart";

test("should draw each graph type of Odoo's embedded data", () => {
  const { container, rerender } = render(
    <SurveyChart type="pie" title="Overall" data={[{ text: "Great", count: 3 }]} right_answers={["Great"]} />,
  );
  expect(container.querySelector("[data-chart-type='pie']")).toBeInTheDocument();
  expect(screen.getByRole("table", { name: "Overall" })).toHaveTextContent("Great ✓");
  rerender(
    <SurveyChart
      type="bar"
      title="Dishes"
      data={[{ key: "Dishes", values: [{ text: "Curry", count: 2 }] }]}
      right_answers={[]}
    />,
  );
  expect(container.querySelector("[data-chart-type='bar']")).toBeInTheDocument();
  rerender(
    <SurveyChart
      type="multi_bar"
      title="Rate"
      data={[{ key: "Good", values: [{ text: "Freshness", count: 2 }] }]}
      right_answers={[]}
    />,
  );
  expect(container.querySelector("[data-chart-type='multi_bar']")).toBeInTheDocument();
});
