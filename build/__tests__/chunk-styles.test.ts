/**
 * @jest-environment node
 */
// CSS beside its feature: the page entry's stylesheet holds core UI only, and
// each lazy chunk links (and awaits) its own stylesheets, listed in the manifest.
import path from "node:path";
import type { BuildResult, Metafile } from "esbuild";
import { buildSetup, OUT_DIR, PUBLIC_PATH } from "../build-options.mjs";
import { buildManifest } from "../write-manifest.mjs";

const root = path.resolve(__dirname, "../..");
let result: BuildResult & { metafile: Metafile };
let styles: Map<string, string>;
const text = (file: string) =>
  new TextDecoder().decode(result.outputFiles?.find((out) => out.path === path.join(root, file))?.contents);

beforeAll(async () => {
  const esbuild = await import("esbuild");
  const setup = buildSetup({ root });
  result = (await esbuild.build({ ...setup.options, write: false })) as typeof result;
  styles = setup.styleOutputs();
}, 60_000);

function outputFrom(entryPoint: string): string {
  const found = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint === entryPoint);
  if (!found) throw new Error(`nothing built from ${entryPoint}`);
  return found[0];
}

test("the page entry's stylesheet holds the shared UI, not the features'", () => {
  const entryCss = result.metafile.outputs[outputFrom("widgets/entries/website.ts")]?.cssBundle ?? "";
  const css = text(entryCss);
  expect(css).toContain(".weekbox-button");
  expect(css).not.toContain(".weekbox-delivery");
  expect(css).not.toContain(".weekbox-wizard");
  expect(css).not.toContain(".leaflet-");
});

test("a lazy chunk awaits the link of its own stylesheet before it resolves", () => {
  const chunk = text(outputFrom("widgets/mealbox/delivery/mealbox-delivery-widget.ts"));
  const href = new RegExp(`await \\w+\\("${PUBLIC_PATH}styles/mealbox-delivery-[A-Z0-9]+\\.css"\\)`);
  expect(chunk).toMatch(href);
  const built = [...styles].find(([file]) => /styles\/mealbox-delivery-[A-Z0-9]+\.css$/.test(file));
  expect(built?.[1]).toBe(path.join(root, "widgets/mealbox/delivery/mealbox-delivery.css"));
});

test("the manifest lists each lazy chunk's stylesheets; leaflet's come with the map chunk only", () => {
  const outDir = path.join(root, OUT_DIR);
  const manifest = buildManifest(
    result.metafile,
    outDir,
    root,
    { website: "widgets/entries/website.ts" },
    styles,
  );
  const relative = (file: string) => path.relative(path.join(root, OUT_DIR), path.join(root, file));
  const cssOf = (entryPoint: string) => manifest.chunks[relative(outputFrom(entryPoint))]?.css ?? [];

  expect(cssOf("widgets/mealbox/delivery/components/store-map.tsx")).toEqual([
    expect.stringMatching(/^styles\/leaflet-/),
    expect.stringMatching(/^styles\/store-map-/),
  ]);
  expect(cssOf("widgets/mealbox/delivery/mealbox-delivery-widget.ts")).toEqual([
    expect.stringMatching(/^styles\/mealbox-delivery-/),
  ]);
});
