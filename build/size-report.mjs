// Prints raw and gzip size of every output file, then each page's first-load widget
// JS beside its budget (build/page-weights.mjs), as the benchmark and npm test count it.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { formatPageWeights, weighPages } from "./page-weights.mjs";

export function fileSizes(absPath) {
  const content = readFileSync(absPath);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

/**
 * @param {import("esbuild").Metafile} metafile
 * @param {unknown} _manifest
 * @param {string} root
 * @param {string[]} styleFiles absolute paths of the lazy chunks' stylesheets
 */
export function printSizeReport(metafile, _manifest, root, styleFiles = []) {
  const files = Object.keys(metafile.outputs).filter((f) => f.endsWith(".js") || f.endsWith(".css"));
  const styles = styleFiles.filter((f) => f.endsWith(".css")).map((f) => path.relative(root, f));
  console.log(`\n${"file".padEnd(52)} ${"raw".padStart(9)} ${"gzip".padStart(9)}`);
  for (const file of [...files, ...styles].sort()) {
    const { raw, gzip } = fileSizes(path.join(root, file));
    console.log(
      `${["chunks", "styles"].includes(path.basename(path.dirname(file))) ? `  ${path.basename(path.dirname(file))}/` : ""}${path.basename(file)}`.padEnd(
        52,
      ),
      kb(raw),
      kb(gzip),
    );
  }
  // What each page loads first, against its budget: the figure to keep small (and the
  // one `npm test` holds, build/__tests__/page-budgets.test.ts).
  const weights = weighPages(metafile, (file) => readFileSync(path.join(root, file)), root);
  console.log(`\n${formatPageWeights(weights)}`);
}
