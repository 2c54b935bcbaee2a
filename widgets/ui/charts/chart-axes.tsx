import { CHART_WIDTH, MARGIN, PLOT_BOTTOM, yOf } from "./chart-frame";
import { labelOffset } from "./chart-rules";

/** The y axis: its whole-number ticks and grid lines. */
export function YAxis({ ticks }: { ticks: number[] }) {
  const top = ticks[ticks.length - 1] ?? 1;
  return (
    <g className="weekbox-chart-y-axis" aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(0, ${yOf(tick, top)})`}>
          <line x1={MARGIN.left} x2={CHART_WIDTH - MARGIN.right} className="weekbox-chart-grid" />
          <text x={MARGIN.left - 6} dy="0.32em" textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The x labels (cut, the full text as their tooltip), staggered or not. */
export function XLabels({
  labels,
  centers,
  staggered,
}: {
  labels: { short: string; full: string }[];
  centers: number[];
  staggered: boolean;
}) {
  return (
    <g className="weekbox-chart-x-axis" aria-hidden="true">
      <line x1={MARGIN.left} x2={CHART_WIDTH - MARGIN.right} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} />
      {labels.map((label, index) => (
        <text
          key={index}
          x={centers[index]}
          y={PLOT_BOTTOM + 16 + labelOffset(index, staggered)}
          textAnchor="middle"
          data-staggered={labelOffset(index, staggered) ? "" : undefined}
        >
          <title>{label.full}</title>
          {label.short}
        </text>
      ))}
    </g>
  );
}
