import type { ChartPoint } from "@/ui/charts/chart-types";

/** A right answer's label as Odoo's results charts show it: ' ✓' after it. */
export function markRightAnswers(points: ChartPoint[], rightAnswers: readonly string[]): ChartPoint[] {
  if (rightAnswers.length === 0) return points;
  return points.map((point) =>
    rightAnswers.includes(point.text) ? { ...point, text: `${point.text} ✓` } : point,
  );
}
