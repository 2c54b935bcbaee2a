// The manifest maps each page entry to its hashed file, the chunks it imports
// statically (the addon emits <link rel="modulepreload"> for them, so the browser
// fetches them in parallel instead of as a waterfall) and its CSS; each lazy
// chunk to the stylesheets it links when it loads (build/chunk-styles.mjs); and
// each registered widget to the chunks and stylesheets its mount needs beyond
// the entry's (the addon preloads them beside the widget's mount point, so a
// page's widgets load with the entry instead of after it has run).
import { readFileSync, writeFileSync } from "node:fs";
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
  const widgets = {};
  for (const source of Object.values(pageEntries)) {
    const entryFile = Object.keys(metafile.outputs).find(
      (file) => file.endsWith(".js") && metafile.outputs[file].entryPoint === source,
    );
    if (!entryFile) continue;
    const loaded = new Set([entryFile, ...staticImportClosure(metafile, entryFile)]);
    const code = readFileSync(path.resolve(root, source), "utf8");
    for (const widget of registeredWidgets(code)) {
      const module = metafile.inputs[source]?.imports.find(
        (imported) => imported.kind === "dynamic-import" && imported.original === widget.module,
      )?.path;
      const chunk = Object.keys(metafile.outputs).find(
        (file) => file.endsWith(".js") && module && metafile.outputs[file].entryPoint === module,
      );
      if (!chunk) continue;
      const js = [chunk, ...staticImportClosure(metafile, chunk)]
        .filter((file) => !loaded.has(file))
        .map(toPublic);
      widgets[widget.name] = {
        js,
        css: js.flatMap((file) => chunks[file]?.css ?? []),
        ...(widget.strategy ? { strategy: widget.strategy } : {}),
      };
    }
  }
  return { entries, chunks, widgets };
}

/**
 * The widgets a page entry registers (`widgetRegistry.register("name", {
 * load: () => import("module"), strategy })`), read from its source.
 */
export function registeredWidgets(code) {
  const calls = code.split(/\bwidgetRegistry\.register\(/).slice(1);
  return calls.flatMap((call) => {
    const name = /^\s*"([^"]+)"/.exec(call)?.[1];
    const module = /\bimport\(\s*"([^"]+)"\s*\)/.exec(call)?.[1];
    const strategy = /\bstrategy:\s*"([a-z]+)"/.exec(call)?.[1];
    return name && module ? [{ name, module, ...(strategy ? { strategy } : {}) }] : [];
  });
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
