// Builds the widget bundle into the website_weekbox addon:
// ESM with code splitting (one lazy chunk per feature), minified, content-hashed,
// with source maps and a manifest.json the addon reads to emit <script type="module">.
//
//   node build/build.mjs           one production build, prints gzip sizes
//   node build/build.mjs --watch   rebuilds on change (same output, same manifest)
import * as esbuild from "esbuild";
import { pruneOldOutputs } from "./prune-outputs.mjs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { writeManifest } from "./write-manifest.mjs";
import { printSizeReport } from "./size-report.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUT_DIR = path.join(root, "addons/website_weekbox/static/dist");

/** Page entries: name → source. The addon loads the "website" entry on every page. */
const ENTRIES = { website: "widgets/entries/website.ts" };

const watch = process.argv.includes("--watch");

/** @type {esbuild.BuildOptions} */
const options = {
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir: OUT_DIR,
  bundle: true,
  format: "esm",
  splitting: true,
  minify: !watch,
  sourcemap: "linked",
  metafile: true,
  target: ["es2020", "chrome100", "firefox100", "safari15"],
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "assets/[name]-[hash]",
  jsx: "automatic",
  loader: { ".png": "file", ".svg": "file" },
  define: { "process.env.NODE_ENV": JSON.stringify(watch ? "development" : "production") },
  legalComments: "linked",
  logLevel: "warning",
  plugins: [
    {
      name: "weekbox-manifest",
      setup(build) {
        build.onEnd((result) => {
          if (result.errors.length || !result.metafile) return;
          const manifest = writeManifest(result.metafile, OUT_DIR, root, ENTRIES);
          pruneOldOutputs(OUT_DIR, result.metafile, root);
          printSizeReport(result.metafile, manifest, root);
        });
      },
    },
  ],
};

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
  console.log("Watching widgets/ — rebuilds go to", path.relative(root, OUT_DIR));
} else {
  await esbuild.build(options);
}
