/** One bar or slice: its label and its count (Odoo's survey graph data, spec §3.6). */
export type ChartPoint = { text: string; count: number };

/** A series of a multi-bar chart: its key (the answer) and a count per x label (the row). */
export type ChartSeries = { key: string; values: ChartPoint[] };
