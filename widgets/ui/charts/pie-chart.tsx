import { arc, pie } from "d3";
import { useId } from "react";
import { ChartDataTable } from "./chart-data-table";
import { ChartSvg } from "./chart-svg";
import { chartColor } from "./chart-colors";
import { percentText } from "@/core/format/format-decimal";
import { chartLabel, transitionOf } from "./chart-rules";
import type { ChartPoint } from "./chart-types";
import { useGrown } from "./use-grown";
import { useReducedMotion } from "./use-reduced-motion";
import "./charts.css";

const SIZE = 260;
const RADIUS = SIZE / 2 - 4;

export type PieChartProps = {
  title: string;
  points: ChartPoint[];
  /** A ring (Odoo's "doughnut": a quiz's score) rather than a full pie. */
  doughnut?: boolean;
  labelHeader?: string;
};

/**
 * A pie without labels on its slices (spec §9.5 "pie"): a legend beside it,
 * its labels cut at 25 characters (the full text as their tooltip). It opens
 * in 500 ms (at once under reduced motion); the data table is the chart for
 * screen readers.
 */
export function PieChart({ title, points, doughnut = false, labelHeader }: PieChartProps) {
  const id = useId();
  const reducedMotion = useReducedMotion();
  const grown = useGrown(reducedMotion);
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const slices = pie<ChartPoint>()
    .sort(null)
    .value((point) => point.count)(points);
  const drawArc = arc<(typeof slices)[number]>()
    .innerRadius(doughnut ? RADIUS * 0.55 : 0)
    .outerRadius(RADIUS);
  return (
    <figure className="weekbox-chart weekbox-pie-chart" data-chart-type={doughnut ? "doughnut" : "pie"}>
      <div className="weekbox-pie-chart-body">
        <ChartSvg
          viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`}
          title={title}
          dataTableId={`${id}-data`}
          reducedMotion={reducedMotion}
        >
          <g
            className="weekbox-chart-slices"
            style={{
              transform: grown ? "scale(1) rotate(0deg)" : "scale(0.2) rotate(-90deg)",
              opacity: grown ? 1 : 0,
              transition: transitionOf(["transform", "opacity"], reducedMotion),
            }}
          >
            {slices.map((slice, index) =>
              slice.value > 0 ? (
                <path key={index} d={drawArc(slice) ?? undefined} fill={chartColor(index)}>
                  <title>{`${slice.data.text}: ${slice.data.count}`}</title>
                </path>
              ) : null,
            )}
          </g>
        </ChartSvg>
        <ul className="weekbox-chart-legend list-unstyled" aria-hidden="true">
          {points.map((point, index) => (
            <li key={index} title={point.text}>
              <span className="weekbox-chart-swatch" style={{ background: chartColor(index) }} />
              {chartLabel("pie", point.text)}{" "}
              <span className="text-muted">({percentText(point.count, total)} %)</span>
            </li>
          ))}
        </ul>
      </div>
      <ChartDataTable id={`${id}-data`} caption={title} labelHeader={labelHeader} points={points} />
    </figure>
  );
}
