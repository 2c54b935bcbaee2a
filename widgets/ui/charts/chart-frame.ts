/** The drawing's size (the SVG scales to its container's width). */
export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 320;
/** Room for the y axis (left), the staggered x labels (bottom) and the value labels (top). */
export const MARGIN = { top: 24, right: 12, bottom: 56, left: 44 } as const;

export const PLOT_BOTTOM = CHART_HEIGHT - MARGIN.bottom;
export const PLOT_HEIGHT = PLOT_BOTTOM - MARGIN.top;

/** The y of `value` on an axis from 0 to `top`. */
export function yOf(value: number, top: number): number {
  return PLOT_BOTTOM - (top ? (value / top) * PLOT_HEIGHT : 0);
}

/**
 * The room each chart takes on a page, margin included (charts.css: the SVG's
 * fixed height, a multi-bar chart's controls): what a page reserves for a chart
 * not drawn yet.
 */
export const CHART_BOX_HEIGHT = { bar: 336, multi_bar: 375, pie: 276 } as const;
