// The widgets' JS per page (bundle-sizes.ts measures it from the pages Odoo
// serves), beside Odoo's own JS on that page, with each page's budget and issue
// #30's target (build/page-weights.mjs, the figures `npm test` holds the build to).
import { measureBundles, type PageBundle } from "./bundle-sizes";

/**
 * The heavy packages a page may hold because it uses them: bundle-sizes.ts
 * lists every one it finds; only the others break the "none forbidden" target.
 */
const NEEDED_ON: Record<string, string[]> = {
  "delivery with map": ["leaflet"],
  payment: ["card-validator", "credit-card-type"],
  // Its add-a-card payment form (the payment-form widget) checks the card as it is typed.
  "subscription form": ["card-validator", "credit-card-type"],
  // The d3 charts (ui/charts), in their own chunks: the pages that chart.
  "survey results": ["d3-array", "d3-path", "d3-scale", "d3-shape"],
  "link statistics": ["d3-array", "d3-path", "d3-scale", "d3-shape"],
};

export type PageFigures = PageBundle & { unexpected: string[] };

export type BundleFigures = {
  pages: PageFigures[];
  /** Every page within its budget, as measured here (the widgets Odoo's HTML mounts included). */
  budgets_ok: boolean;
  forbidden_ok: boolean;
};

export async function measureBundle(baseUrl: string): Promise<BundleFigures> {
  const pages = (await measureBundles({ baseUrl })).map((row) => ({
    ...row,
    unexpected: row.forbidden.filter((name) => !(NEEDED_ON[row.page] ?? []).includes(name)),
  }));
  return {
    pages,
    budgets_ok: pages.every((row) => row.counted <= row.budget),
    forbidden_ok: pages.every((row) => row.unexpected.length === 0),
  };
}
