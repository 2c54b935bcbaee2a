// CSS beside its feature, loaded with its chunk. esbuild gives a page entry one
// stylesheet holding the CSS of every chunk it may ever import, so a feature's
// CSS would load on every page. Instead each CSS file imported below the page
// entry is built on its own (styles/<name>-<hash>.css) and its import becomes
// `await linkStylesheet(url)`: the chunk links it when it loads and resolves
// once it applies. The URL is in the chunk's content, so the chunk's hash
// changes with its styles. The page entry's own CSS (core UI) stays a <link>
// in <head> (the manifest's `css`).
import * as esbuild from "esbuild";
import path from "node:path";

export const NAMESPACE = "weekbox-chunk-style";

/**
 * @param {{ root: string; outdir: string; publicPath: string; minify: boolean; entryFiles: string[] }} options
 * @returns {{ plugin: esbuild.Plugin; outputs: () => Map<string, string> }} `outputs`: source → built file (absolute)
 */
export function chunkStyles({ root, outdir, publicPath, minify, entryFiles }) {
  const entries = new Set(entryFiles.map((file) => path.resolve(root, file)));
  const built = new Map();
  const linker = path.join(root, "widgets/core/mount/link-stylesheet.ts");
  /** @type {esbuild.Plugin} */
  const plugin = {
    name: "weekbox-chunk-styles",
    setup(build) {
      const write = build.initialOptions.write !== false;
      build.onStart(() => built.clear());
      build.onResolve({ filter: /\.css$/ }, async (args) => {
        if (args.pluginData === NAMESPACE || entries.has(args.importer)) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const result = await esbuild.build({
          absWorkingDir: root,
          entryPoints: [args.path],
          outdir: path.join(outdir, "styles"),
          bundle: true,
          minify,
          write,
          metafile: true,
          entryNames: "[name]-[hash]",
          assetNames: "../assets/[name]-[hash]",
          loader: { ".png": "file", ".svg": "file" },
          target: build.initialOptions.target,
          logLevel: "warning",
        });
        const cssFile = Object.keys(result.metafile.outputs).find((file) => file.endsWith(".css"));
        if (!cssFile) return { errors: [{ text: `no stylesheet built from ${args.path}` }] };
        for (const file of Object.keys(result.metafile.outputs))
          built.set(path.resolve(root, file), args.path);
        const href =
          publicPath + path.relative(outdir, path.resolve(root, cssFile)).split(path.sep).join("/");
        return {
          contents: `import { linkStylesheet } from ${JSON.stringify(linker)};\nawait linkStylesheet(${JSON.stringify(href)});\n`,
          loader: "js",
          resolveDir: root,
          watchFiles: Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file)),
        };
      });
    },
  };
  return { plugin, outputs: () => built };
}
