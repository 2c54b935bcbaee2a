/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Metafile } from "esbuild";
import { PAGE_ENTRIES } from "../../../build/build-options.mjs";
import {
  PAGES,
  firstLoadFiles,
  forbiddenPackagesIn,
  lazyChunkNames,
  outputOf,
  widgetModules,
} from "../bundle-sizes";

type Import = Metafile["outputs"][string]["imports"][number];

function output(entryPoint: string | undefined, imports: Import[], inputs: Record<string, number> = {}) {
  return {
    bytes: 1,
    entryPoint,
    exports: [],
    imports,
    inputs: Object.fromEntries(
      Object.entries(inputs).map(([file, bytesInOutput]) => [file, { bytesInOutput }]),
    ),
  };
}
const staticImport = (file: string): Import => ({ path: file, kind: "import-statement" });
const lazyImport = (file: string): Import => ({ path: file, kind: "dynamic-import" });

// entry → shared (static); entry ⇢ home widget, delivery widget (lazy);
// delivery → forms (static) ⇢ store-map (lazy) → leaflet chunk → shared.
const metafile = {
  inputs: {},
  outputs: {
    "dist/website.js": output("widgets/entries/website.ts", [
      staticImport("dist/chunks/shared.js"),
      lazyImport("dist/home-widget.js"),
      lazyImport("dist/delivery-widget.js"),
    ]),
    "dist/chunks/shared.js": output(undefined, [], { "node_modules/react-dom/index.js": 100 }),
    "dist/home-widget.js": output("widgets/home/home-widget.ts", [staticImport("dist/chunks/shared.js")]),
    "dist/delivery-widget.js": output("widgets/delivery/delivery-widget.tsx", [
      staticImport("dist/chunks/forms.js"),
      lazyImport("dist/store-map.js"),
    ]),
    "dist/chunks/forms.js": output(undefined, [staticImport("dist/chunks/shared.js")], {
      "node_modules/card-validator/dist/index.js": 0,
    }),
    "dist/store-map.js": output("widgets/delivery/store-map.tsx", [staticImport("dist/chunks/leaflet.js")]),
    "dist/chunks/leaflet.js": output(
      undefined,
      [
        staticImport("dist/chunks/shared.js"),
        { path: "https://cdn.example/x.js", kind: "import-statement", external: true },
      ],
      { "node_modules/leaflet/dist/leaflet-src.js": 5000, "node_modules/d3-geo/src/index.js": 10 },
    ),
  },
} as unknown as Metafile;

test("should load the entry, its static imports and the page's widget chunks, not other widgets", () => {
  const files = firstLoadFiles(metafile, ["dist/website.js", outputOf(metafile, "widgets/home/home-widget")]);
  expect(files.sort()).toEqual(["dist/chunks/shared.js", "dist/home-widget.js", "dist/website.js"]);
  expect(forbiddenPackagesIn(metafile, files)).toEqual([]);
});

test("should follow a widget's lazy chunk only when the page loads it, transitively", () => {
  const delivery = outputOf(metafile, "widgets/delivery/delivery-widget.tsx");
  const withoutMap = firstLoadFiles(metafile, ["dist/website.js", delivery]);
  expect(withoutMap).not.toContain("dist/store-map.js");
  expect(lazyChunkNames(metafile, withoutMap)).toEqual(["home-widget", "delivery-widget", "store-map"]);

  const withMap = firstLoadFiles(metafile, ["dist/website.js", delivery], ["store-map"]);
  expect(withMap).toEqual(expect.arrayContaining(["dist/store-map.js", "dist/chunks/leaflet.js"]));
  expect(withMap).not.toContain("https://cdn.example/x.js");
  expect(withMap).toHaveLength(new Set(withMap).size);
});

test("should name the forbidden packages whose code made it into the files", () => {
  const files = firstLoadFiles(metafile, ["dist/delivery-widget.js"], ["store-map"]);
  // card-validator is an input of forms.js but contributes no bytes: tree-shaken away.
  expect(forbiddenPackagesIn(metafile, files)).toEqual(["d3-geo", "leaflet"]);
});

test("should refuse a widget or file the build does not have", () => {
  expect(() => outputOf(metafile, "widgets/nowhere/nowhere-widget")).toThrow(/no output/);
  expect(() => firstLoadFiles(metafile, ["dist/missing.js"])).toThrow(/not in the metafile/);
});

test("should read widget registrations from an entry", () => {
  const source = `
    widgetRegistry.register("zip-check", {
      load: () => import("@/mealbox/zip-check/zip-check-widget"),
    });
    widgetRegistry.register("box", { load: () => import("@/box/box-widget"), strategy: "idle" });`;
  expect([...widgetModules(source)]).toEqual([
    ["zip-check", "widgets/mealbox/zip-check/zip-check-widget"],
    ["box", "widgets/box/box-widget"],
  ]);
});

test("should only name pages' widgets that the real entry registers", () => {
  const root = path.resolve(__dirname, "../../..");
  const entry = Object.values(PAGE_ENTRIES)[0]!;
  const registered = widgetModules(readFileSync(path.join(root, entry), "utf8"));
  const named = PAGES.flatMap((page) => page.widgets);
  expect(named.filter((name) => !registered.has(name))).toEqual([]);
  expect(PAGES.find((page) => page.page === "home")?.widgets).toHaveLength(4);
});
