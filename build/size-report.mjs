// Prints raw and gzip size of every output file, then the JS a page loads before
// any widget mounts (entry + its static imports): the figure to keep small.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { staticImportClosure } from "./write-manifest.mjs";

export function fileSizes(absPath) {
  const content = readFileSync(absPath);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

/**
 * @param {import("esbuild").Metafile} metafile
 * @param {{entries: Record<string, {file: string}>}} manifest
 * @param {string} root
 * @param {string[]} styleFiles absolute paths of the lazy chunks' stylesheets
 */
export function printSizeReport(metafile, manifest, root, styleFiles = []) {
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
  for (const [name] of Object.entries(manifest.entries)) {
    const entryFile = files.find(
      (f) => metafile.outputs[f].entryPoint && path.basename(f).startsWith(`${name}-`),
    );
    if (!entryFile) continue;
    const initial = [entryFile, ...staticImportClosure(metafile, entryFile)];
    const total = initial
      .map((f) => fileSizes(path.join(root, f)))
      .reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
    console.log(
      `\nentry "${name}" first load (entry + static imports, ${initial.length} files):`,
      kb(total.raw),
      "raw,",
      kb(total.gzip).trim(),
      "gzip",
    );
  }
}
