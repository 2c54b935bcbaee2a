// The esbuild options of the widget bundle, shared by build.mjs and whatever
// must reproduce the build exactly (the benchmark's bundle sizes).
import path from "node:path";
import { dropEmptyChunks } from "./drop-empty-chunks.mjs";
import { chunkStyles } from "./chunk-styles.mjs";
import { LANGS } from "./i18n-catalog.mjs";
import { reactAriaLocales } from "./react-aria-locales.mjs";

/**
 * Page entries: name → source. The addon loads the "website" entry on every
 * page; website_weekbox_site loads "lean-chrome" on lean pages: its plain
 * script (the header's Bootstrap parts without Odoo's bundle), minified here
 * (about 5.9 → 3.1 KB gzip: its comments and names are most of it).
 */
export const PAGE_ENTRIES = {
  website: "widgets/entries/website.ts",
  "lean-chrome": "addons/website_weekbox_site/static/src/lean/lean_chrome.js",
};

/** Where the bundle goes, relative to the project root (the addon serves it from there). */
export const OUT_DIR = "addons/website_weekbox/static/dist";

/**
 * The languages whose react-aria strings ship ("Close", "Notifications", a
 * combobox's announcements): English and those our widgets are translated into
 * (fr_BE, nl_BE → react-aria's fr-FR and nl-NL, matched by language). The ~35
 * others would cost every page with a react-aria control up to 100 KB raw in
 * total; a page in another language gets react-aria's English, as it gets ours.
 */
export const REACT_ARIA_LANGUAGES = ["en", ...LANGS.map((lang) => lang.split("_")[0])];

/** The URL Odoo serves OUT_DIR at (website_weekbox/models/website.py uses the same). */
export const PUBLIC_PATH = "/website_weekbox/static/dist/";

/**
 * @param {{ root: string; watch?: boolean }} options
 * @returns {import("esbuild").BuildOptions}
 */
export function buildOptions({ root, watch = false }) {
  return buildSetup({ root, watch }).options;
}

/**
 * The options and what the build made besides its metafile's outputs: the
 * lazy chunks' stylesheets (see chunk-styles.mjs), as absolute paths.
 * @param {{ root: string; watch?: boolean; outDir?: string }} options `outDir`: absolute, default OUT_DIR (a release stages elsewhere)
 * @returns {{ options: import("esbuild").BuildOptions; styleOutputs: () => Map<string, string> }}
 */
export function buildSetup({ root, watch = false, outDir }) {
  const outdir = outDir ?? path.join(root, OUT_DIR);
  const styles = chunkStyles({
    root,
    outdir,
    publicPath: PUBLIC_PATH,
    minify: !watch,
    entryFiles: Object.values(PAGE_ENTRIES),
  });
  const options = {
    absWorkingDir: root,
    entryPoints: PAGE_ENTRIES,
    outdir,
    bundle: true,
    format: "esm",
    splitting: true,
    minify: !watch,
    sourcemap: "linked",
    metafile: true,
    // The browsers alone: an extra "es2020" would down-level the ES2021 syntax
    // (`??=`, `||=`) all of them run, for nothing but bytes.
    target: ["chrome100", "firefox100", "safari15"],
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    assetNames: "assets/[name]-[hash]",
    jsx: "automatic",
    loader: { ".png": "file", ".svg": "file" },
    // React and react-aria drop their development checks and warnings on it.
    define: { "process.env.NODE_ENV": JSON.stringify(watch ? "development" : "production") },
    legalComments: "linked",
    logLevel: "warning",
    plugins: [styles.plugin, reactAriaLocales(REACT_ARIA_LANGUAGES), dropEmptyChunks({ root })],
  };
  return { options, styleOutputs: styles.outputs };
}
