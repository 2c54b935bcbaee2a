import { useTranslate } from "@/core/i18n/use-translate";
import type { ChartPoint, ChartSeries } from "./chart-types";

type Props = {
  id: string;
  caption: string;
  /** The rows' header (default "Answer"); one column per series ("Count" for a single one). */
  labelHeader?: string | undefined;
} & ({ points: ChartPoint[]; series?: undefined } | { series: ChartSeries[]; points?: undefined });

/**
 * A chart's text alternative: its data as a table, for screen readers only
 * (the chart itself is one image to them), full labels (the chart cuts them).
 */
export function ChartDataTable({ id, caption, labelHeader, points, series }: Props) {
  const t = useTranslate();
  const rows = points
    ? points.map((point) => point.text)
    : (series[0]?.values.map((value) => value.text) ?? []);
  return (
    <table id={id} className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader ?? t("Answer")}</th>
          {points ? (
            <th scope="col">{t("Count")}</th>
          ) : (
            series.map((serie) => (
              <th scope="col" key={serie.key}>
                {serie.key}
              </th>
            ))
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((label, index) => (
          <tr key={index}>
            <th scope="row">{label}</th>
            {points ? (
              <td>{points[index]!.count}</td>
            ) : (
              series.map((serie) => <td key={serie.key}>{serie.values[index]?.count ?? 0}</td>)
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
