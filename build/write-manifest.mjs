// The manifest maps each page entry to its hashed file, the chunks it imports
// statically (the addon emits <link rel="modulepreload"> for them, so the browser
// fetches them in parallel instead of as a waterfall) and its CSS; and each lazy
// chunk to the stylesheets it links when it loads (build/chunk-styles.mjs).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { NAMESPACE as CHUNK_STYLE } from "./chunk-styles.mjs";

/**
 * @param {import("esbuild").Metafile} metafile
 * @param {string} outDir absolute output folder
 * @param {string} root absolute project root (metafile paths are relative to it)
 * @param {Record<string, string>} pageEntries entry name → source path
 * @param {Map<string, string>} styleOutputs built file (absolute) → CSS source (absolute), from chunk-styles
 */
export function writeManifest(metafile, outDir, root, pageEntries, styleOutputs = new Map()) {
  const manifest = buildManifest(metafile, outDir, root, pageEntries, styleOutputs);
  writeFileSync(path.join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  return manifest;
}

/** The manifest's content (see writeManifest), written nowhere. */
export function buildManifest(metafile, outDir, root, pageEntries, styleOutputs = new Map()) {
  const relOut = path.relative(root, outDir);
  const toPublic = (file) => path.relative(relOut, file).split(path.sep).join("/");
  const entries = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    // Lazy chunks are entry points too in the metafile: keep the page entries only.
    const name = Object.keys(pageEntries).find((key) => pageEntries[key] === output.entryPoint);
    if (!name || !file.endsWith(".js")) continue;
    entries[name] = {
      file: toPublic(file),
      imports: staticImportClosure(metafile, file).map(toPublic),
      css: output.cssBundle ? [toPublic(output.cssBundle)] : [],
    };
  }
  const chunks = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const sources = Object.keys(output.inputs)
      .filter((input) => input.startsWith(`${CHUNK_STYLE}:`))
      .map((input) => input.slice(CHUNK_STYLE.length + 1));
    // In the chunk's import order, which is the order it links them in.
    const css = sources.flatMap((source) =>
      [...styleOutputs]
        .filter(([built, from]) => from === source && built.endsWith(".css"))
        .map(([built]) => toPublic(path.relative(root, built))),
    );
    if (css.length) chunks[toPublic(file)] = { css };
  }
  return { entries, chunks };
}

/** Every chunk loaded before `file` runs: its static imports, transitively. */
export function staticImportClosure(metafile, file) {
  const seen = new Set();
  const visit = (current) => {
    for (const imported of metafile.outputs[current]?.imports ?? []) {
      if (imported.kind !== "import-statement" || imported.external || seen.has(imported.path)) continue;
      seen.add(imported.path);
      visit(imported.path);
    }
  };
  visit(file);
  return [...seen];
}
