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
import { buildSetup, OUT_DIR as RELATIVE_OUT_DIR, PAGE_ENTRIES } from "./build-options.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUT_DIR = path.join(root, RELATIVE_OUT_DIR);

const watch = process.argv.includes("--watch");

const { options: baseOptions, styleOutputs } = buildSetup({ root, watch });

/** @type {esbuild.BuildOptions} */
const options = {
  ...baseOptions,
  plugins: [
    ...(baseOptions.plugins ?? []),
    {
      name: "weekbox-manifest",
      setup(build) {
        build.onEnd((result) => {
          if (result.errors.length || !result.metafile) return;
          const manifest = writeManifest(result.metafile, OUT_DIR, root, PAGE_ENTRIES, styleOutputs());
          pruneOldOutputs(OUT_DIR, result.metafile, root, Date.now(), [...styleOutputs().keys()]);
          printSizeReport(result.metafile, manifest, root, [...styleOutputs().keys()]);
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
