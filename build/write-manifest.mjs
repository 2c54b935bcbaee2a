// The manifest maps each page entry to its hashed file, the chunks it imports
// statically (the addon emits <link rel="modulepreload"> for them, so the browser
// fetches them in parallel instead of as a waterfall) and its CSS.
import { writeFileSync } from "node:fs";
import path from "node:path";

/**
 * @param {import("esbuild").Metafile} metafile
 * @param {string} outDir absolute output folder
 * @param {string} root absolute project root (metafile paths are relative to it)
 * @param {Record<string, string>} pageEntries entry name → source path
 */
export function writeManifest(metafile, outDir, root, pageEntries) {
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
  const manifest = { entries };
  writeFileSync(path.join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  return manifest;
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
