import { max, scaleBand } from "d3";
import { useId } from "react";
import { XLabels, YAxis } from "./chart-axes";
import { ChartDataTable } from "./chart-data-table";
import { ChartSvg } from "./chart-svg";
import { CHART_HEIGHT, CHART_WIDTH, MARGIN, PLOT_BOTTOM, yOf } from "./chart-frame";
import { chartColor } from "./chart-colors";
import { chartLabel, integerTicks, transitionOf, type ChartType } from "./chart-rules";
import type { ChartPoint } from "./chart-types";
import { useGrown } from "./use-grown";
import { useReducedMotion } from "./use-reduced-motion";
import "./charts.css";

export type BarChartProps = {
  title: string;
  points: ChartPoint[];
  /** Which label length applies (a survey's multiple choice: "bar"; a link's clicks by date too). */
  labelType?: ChartType;
  /** One colour per bar (a survey's answers) or one for all (clicks by date). */
  colorPerBar?: boolean;
  /** The data table's first column header. */
  labelHeader?: string;
};

/**
 * Bars with their values above them, staggered x labels cut at 35
 * characters, a whole-number y axis, no tooltip (spec §9.5 "bar"). The bars
 * grow in 500 ms (at once under reduced motion); the data table beside is the
 * chart for screen readers.
 */
export function BarChart({
  title,
  points,
  labelType = "bar",
  colorPerBar = true,
  labelHeader,
}: BarChartProps) {
  const id = useId();
  const reducedMotion = useReducedMotion();
  const grown = useGrown(reducedMotion);
  const ticks = integerTicks(max(points, (point) => point.count) ?? 0);
  const top = ticks[ticks.length - 1]!;
  const x = scaleBand<number>()
    .domain(points.map((_point, index) => index))
    .range([MARGIN.left, CHART_WIDTH - MARGIN.right])
    .padding(0.2);
  const transition = transitionOf(["y", "height"], reducedMotion);
  return (
    <figure className="weekbox-chart weekbox-bar-chart" data-chart-type="bar">
      <ChartSvg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        title={title}
        dataTableId={`${id}-data`}
        reducedMotion={reducedMotion}
      >
        <YAxis ticks={ticks} />
        {points.map((point, index) => {
          const y = grown ? yOf(point.count, top) : PLOT_BOTTOM;
          return (
            <g key={index} className="weekbox-chart-bar">
              <rect
                x={x(index)}
                y={y}
                width={x.bandwidth()}
                height={PLOT_BOTTOM - y}
                fill={chartColor(colorPerBar ? index : 0)}
                style={{ transition }}
              />
              <text
                className="weekbox-chart-value"
                x={(x(index) ?? 0) + x.bandwidth() / 2}
                y={y - 6}
                textAnchor="middle"
                style={{ transition }}
              >
                {point.count}
              </text>
            </g>
          );
        })}
        <XLabels
          labels={points.map((point) => ({ short: chartLabel(labelType, point.text), full: point.text }))}
          centers={points.map((_point, index) => (x(index) ?? 0) + x.bandwidth() / 2)}
          staggered
        />
      </ChartSvg>
      <ChartDataTable id={`${id}-data`} caption={title} labelHeader={labelHeader} points={points} />
    </figure>
  );
}
