import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BarChart } from "../bar-chart";
import { MultiBarChart } from "../multi-bar-chart";
import { PieChart } from "../pie-chart";

const LONG = "Oven-baked salmon with a lemon and dill crust";

function reduceMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  // @ts-expect-error jsdom has none: back to that.
  delete window.matchMedia;
});

test("should draw a bar chart with its values, staggered labels cut at 35 and no tooltip", async () => {
  const { container } = render(
    <BarChart
      title="Which dishes?"
      points={[
        { text: "Curry", count: 3 },
        { text: LONG, count: 5 },
        { text: "Risotto", count: 0 },
      ]}
    />,
  );
  const chart = container.querySelector("[data-chart-type='bar']")!;
  expect(screen.getByRole("img", { name: "Which dishes?" })).toBeInTheDocument();
  const values = [...chart.querySelectorAll(".weekbox-chart-value")].map((value) => value.textContent);
  expect(values).toEqual(["3", "5", "0"]);
  const labels = [...chart.querySelectorAll(".weekbox-chart-x-axis text")];
  expect(labels.map((label) => label.lastChild?.textContent)).toEqual([
    "Curry",
    "Oven-baked salmon with a lemon and ...",
    "Risotto",
  ]);
  expect(labels.map((label) => label.hasAttribute("data-staggered"))).toEqual([false, true, false]);
  expect(labels[1]!.querySelector("title")?.textContent).toBe(LONG);
  // Whole numbers on the y axis.
  const ticks = [...chart.querySelectorAll(".weekbox-chart-y-axis text")].map((tick) => tick.textContent);
  expect(ticks.every((tick) => /^\d+$/.test(tick ?? ""))).toBe(true);
  fireEvent.mouseEnter(chart.querySelector("rect")!);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
});

test("should be its data table for screen readers", () => {
  render(
    <PieChart
      title="How was it?"
      points={[
        { text: "Great", count: 2 },
        { text: "Poor", count: 1 },
      ]}
    />,
  );
  const table = screen.getByRole("table", { name: "How was it?" });
  expect(table).toHaveClass("visually-hidden");
  expect(
    within(table)
      .getAllByRole("row")
      .map((row) => row.textContent),
  ).toEqual(["AnswerCount", "Great2", "Poor1"]);
  expect(screen.getByRole("img", { name: "How was it?" })).toHaveAttribute("aria-describedby", table.id);
});

test("should draw a pie without labels on it, its legend cut at 25 and shares with 2 decimals", () => {
  const { container } = render(
    <PieChart
      title="Overall"
      points={[
        { text: LONG, count: 1 },
        { text: "Good", count: 2 },
      ]}
    />,
  );
  expect(container.querySelectorAll("svg text")).toHaveLength(0);
  const legend = [...container.querySelectorAll(".weekbox-chart-legend li")].map((item) => item.textContent);
  expect(legend).toEqual(["Oven-baked salmon with a ... (33.33 %)", "Good (66.67 %)"]);
});

test("should group or stack a multi-bar chart, with the spec's tooltip", async () => {
  const user = userEvent.setup();
  const series = [
    {
      key: "Poor",
      values: [
        { text: "Freshness", count: 1 },
        { text: "Delivery", count: 2 },
      ],
    },
    {
      key: "Great",
      values: [
        { text: "Freshness", count: 3 },
        { text: "Delivery", count: 1 },
      ],
    },
  ];
  const { container } = render(<MultiBarChart title="Rate it" series={series} />);
  const figure = container.querySelector("[data-chart-type='multi_bar']")!;
  const bars = () => [...figure.querySelectorAll("rect.weekbox-chart-bar")];
  expect(figure).toHaveAttribute("data-mode", "grouped");
  // Grouped: a row's bars side by side.
  expect(bars()[0]!.getAttribute("x")).not.toBe(bars()[2]!.getAttribute("x"));
  await user.click(screen.getByRole("radio", { name: "Stacked" }));
  expect(figure).toHaveAttribute("data-mode", "stacked");
  // Stacked: a row's bars at one x, one on the other.
  expect(bars()[0]!.getAttribute("x")).toBe(bars()[2]!.getAttribute("x"));
  expect(Number(bars()[2]!.getAttribute("y")) + Number(bars()[2]!.getAttribute("height"))).toBeCloseTo(
    Number(bars()[0]!.getAttribute("y")),
  );
  fireEvent.mouseEnter(bars()[2]!);
  const tooltip = screen.getByRole("tooltip");
  expect(tooltip).toHaveTextContent("Responses : Great");
  expect(tooltip).toHaveTextContent("Total Vote : 3");
  const labels = [...figure.querySelectorAll(".weekbox-chart-x-axis text")];
  expect(labels.map((label) => label.hasAttribute("data-staggered"))).toEqual([false, true]);
});

test("should cut a multi-bar chart's labels at 25 characters", () => {
  const { container } = render(
    <MultiBarChart title="Rows" series={[{ key: LONG, values: [{ text: LONG, count: 1 }] }]} />,
  );
  expect(container.querySelector(".weekbox-chart-x-axis text")?.lastChild?.textContent).toBe(
    "Oven-baked salmon with a ...",
  );
  expect(container.querySelector(".weekbox-chart-legend li")?.textContent).toBe(
    "Oven-baked salmon with a ...",
  );
});

test("should grow its bars in 500 ms, and draw them at once under reduced motion", async () => {
  reduceMotion(false);
  const { container, unmount } = render(<BarChart title="t" points={[{ text: "a", count: 2 }]} />);
  expect(container.querySelector("rect")!.getAttribute("style")).toContain("500ms");
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(Number(container.querySelector("rect")!.getAttribute("height"))).toBeGreaterThan(0);
  unmount();
  reduceMotion(true);
  const reduced = render(<BarChart title="t" points={[{ text: "a", count: 2 }]} />).container;
  const rect = reduced.querySelector("rect")!;
  expect(rect.style.transition).toBe("none");
  expect(Number(rect.getAttribute("height"))).toBeGreaterThan(0);
  expect(reduced.querySelector("svg")).toHaveAttribute("data-transition", "none");
});
