// The widgets' JS per page (bundle-sizes.ts measures it from the pages Odoo
// serves), beside Odoo's own JS on that page, with the home page's target.
import { measureBundles, type PageBundle } from "./bundle-sizes";

/** Home page widget JS, first load, gzip (KB of 1,024 bytes, as build/size-report.mjs). */
export const HOME_TARGET_GZIP_KB = 120;

/**
 * The heavy packages a page may hold because it uses them: bundle-sizes.ts
 * lists every one it finds; only the others break the "none forbidden" target.
 */
const NEEDED_ON: Record<string, string[]> = {
  "delivery with map": ["leaflet"],
  payment: ["card-validator", "credit-card-type"],
  // The d3 charts (ui/charts), in their own chunks: the pages that chart.
  "survey results": ["d3-array", "d3-path", "d3-scale", "d3-shape"],
  "link statistics": ["d3-array", "d3-path", "d3-scale", "d3-shape"],
};

export type PageFigures = PageBundle & { unexpected: string[] };

export type BundleFigures = {
  pages: PageFigures[];
  home_target_gzip_kb: number;
  home_ok: boolean | null;
  forbidden_ok: boolean;
};

export function isHomePage(page: string): boolean {
  return page === "/" || /^home\b/i.test(page);
}

export async function measureBundle(baseUrl: string): Promise<BundleFigures> {
  const pages = (await measureBundles({ baseUrl })).map((row) => ({
    ...row,
    unexpected: row.forbidden.filter((name) => !(NEEDED_ON[row.page] ?? []).includes(name)),
  }));
  const home = pages.find((row) => isHomePage(row.page));
  return {
    pages,
    home_target_gzip_kb: HOME_TARGET_GZIP_KB,
    home_ok: home ? home.gzip / 1024 <= HOME_TARGET_GZIP_KB : null,
    forbidden_ok: pages.every((row) => row.unexpected.length === 0),
  };
}
