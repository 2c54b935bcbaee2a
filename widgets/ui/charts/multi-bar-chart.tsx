import { useId, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { XLabels, YAxis } from "./chart-axes";
import { ChartDataTable } from "./chart-data-table";
import { ChartSvg } from "./chart-svg";
import { CHART_HEIGHT, CHART_WIDTH, PLOT_BOTTOM, yOf } from "./chart-frame";
import { chartColor } from "./chart-colors";
import { chartLabel, transitionOf } from "./chart-rules";
import type { ChartSeries } from "./chart-types";
import { multiBarLayout, type MultiBar, type MultiBarMode } from "./multi-bar-layout";
import { useGrown } from "./use-grown";
import { useReducedMotion } from "./use-reduced-motion";
import "./charts.css";

export type MultiBarChartProps = {
  title: string;
  series: ChartSeries[];
  labelHeader?: string;
};

/**
 * Series of bars per row, grouped or stacked (the visitor's choice), with a
 * legend, staggered x labels cut at 25 characters, a whole-number y axis, and
 * on hover a tooltip 'Responses : {key}' / 'Total Vote : {count}' (spec §9.5
 * "multi_bar"). Bars move in 500 ms (at once under reduced motion); the data
 * table is the chart for screen readers.
 */
export function MultiBarChart({ title, series, labelHeader }: MultiBarChartProps) {
  const t = useTranslate();
  const id = useId();
  const reducedMotion = useReducedMotion();
  const grown = useGrown(reducedMotion);
  const [mode, setMode] = useState<MultiBarMode>("grouped");
  const [hovered, setHovered] = useState<MultiBar | null>(null);
  const { bars, ticks, centers } = multiBarLayout(series, mode);
  const top = ticks[ticks.length - 1]!;
  const transition = transitionOf(["x", "y", "width", "height"], reducedMotion);
  const rowLabels = (series[0]?.values ?? []).map((value) => ({
    short: chartLabel("multi_bar", value.text),
    full: value.text,
  }));
  return (
    <figure className="weekbox-chart weekbox-multi-bar-chart" data-chart-type="multi_bar" data-mode={mode}>
      <div className="weekbox-chart-controls d-flex flex-wrap gap-3 mb-2 d-print-none">
        <div role="radiogroup" aria-label={t("Bars")} className="btn-group btn-group-sm">
          {(["grouped", "stacked"] as const).map((choice) => (
            <label key={choice} className={`btn btn-outline-secondary${mode === choice ? " active" : ""}`}>
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-mode`}
                value={choice}
                checked={mode === choice}
                onChange={() => setMode(choice)}
              />
              {choice === "grouped" ? t("Grouped") : t("Stacked")}
            </label>
          ))}
        </div>
        <ul className="weekbox-chart-legend list-unstyled d-flex flex-wrap gap-3 mb-0" aria-hidden="true">
          {series.map((serie, index) => (
            <li key={index} title={serie.key}>
              <span className="weekbox-chart-swatch" style={{ background: chartColor(index) }} />
              {chartLabel("multi_bar", serie.key)}
            </li>
          ))}
        </ul>
      </div>
      <div className="weekbox-chart-canvas">
        <ChartSvg
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          title={title}
          dataTableId={`${id}-data`}
          reducedMotion={reducedMotion}
          onMouseLeave={() => setHovered(null)}
        >
          <YAxis ticks={ticks} />
          {bars.map((bar) => {
            const y = grown ? yOf(bar.to, top) : PLOT_BOTTOM;
            const base = grown ? yOf(bar.from, top) : PLOT_BOTTOM;
            return (
              <rect
                key={`${bar.series}-${bar.row}`}
                className="weekbox-chart-bar"
                x={bar.x}
                y={y}
                width={bar.width}
                height={Math.max(0, base - y)}
                fill={chartColor(bar.series)}
                style={{ transition }}
                onMouseEnter={() => setHovered(bar)}
              />
            );
          })}
          <XLabels labels={rowLabels} centers={centers} staggered />
        </ChartSvg>
        {hovered && (
          <div
            className="weekbox-chart-tooltip"
            role="tooltip"
            style={{
              left: `${((hovered.x + hovered.width / 2) / CHART_WIDTH) * 100}%`,
              top: `${(yOf(hovered.to, top) / CHART_HEIGHT) * 100}%`,
            }}
          >
            <div className="fw-bold">{series[hovered.series]?.values[hovered.row]?.text}</div>
            <div>{t("Responses : {key}", { key: series[hovered.series]?.key ?? "" })}</div>
            <div>{t("Total Vote : {count}", { count: hovered.count })}</div>
          </div>
        )}
      </div>
      <ChartDataTable id={`${id}-data`} caption={title} labelHeader={labelHeader} series={series} />
    </figure>
  );
}
