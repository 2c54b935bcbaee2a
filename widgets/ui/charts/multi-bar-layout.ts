import { max, scaleBand, stack } from "d3";
import { CHART_WIDTH, MARGIN } from "./chart-frame";
import { integerTicks } from "./chart-rules";
import type { ChartSeries } from "./chart-types";

export type MultiBarMode = "grouped" | "stacked";

/** One bar of a multi-bar chart: where it is, from which count to which. */
export type MultiBar = {
  series: number;
  row: number;
  x: number;
  width: number;
  from: number;
  to: number;
  count: number;
};

/**
 * Where each series' bar of each row goes: side by side within the row
 * (grouped), or piled up (stacked, d3's stack); the y axis's ticks follow
 * (the tallest bar, or the tallest pile).
 */
export function multiBarLayout(series: ChartSeries[], mode: MultiBarMode) {
  const rowCount = Math.max(0, ...series.map((serie) => serie.values.length));
  const rows = scaleBand<number>()
    .domain([...Array(rowCount).keys()])
    .range([MARGIN.left, CHART_WIDTH - MARGIN.right])
    .padding(0.2);
  const inner = scaleBand<number>()
    .domain(series.map((_serie, index) => index))
    .range([0, rows.bandwidth()])
    .padding(0.05);
  const bars: MultiBar[] = [];
  let highest: number;
  if (mode === "grouped") {
    series.forEach((serie, index) =>
      serie.values.forEach((value, row) => {
        bars.push({
          series: index,
          row,
          x: (rows(row) ?? 0) + (inner(index) ?? 0),
          width: inner.bandwidth(),
          from: 0,
          to: value.count,
          count: value.count,
        });
      }),
    );
    highest = max(series, (serie) => max(serie.values, (value) => value.count)) ?? 0;
  } else {
    const table = [...Array(rowCount).keys()].map((row) =>
      Object.fromEntries(series.map((serie, index) => [index, serie.values[row]?.count ?? 0])),
    );
    const piles = stack<Record<number, number>, number>().keys(series.map((_serie, index) => index))(table);
    piles.forEach((pile, index) =>
      pile.forEach(([from, to], row) => {
        bars.push({
          series: index,
          row,
          x: rows(row) ?? 0,
          width: rows.bandwidth(),
          from,
          to,
          count: to - from,
        });
      }),
    );
    highest = max(piles, (pile) => max(pile, ([, to]) => to)) ?? 0;
  }
  const centers = [...Array(rowCount).keys()].map((row) => (rows(row) ?? 0) + rows.bandwidth() / 2);
  return { bars, ticks: integerTicks(highest), centers };
}
