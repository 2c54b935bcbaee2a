/**
 * @jest-environment node
 */
// Each registered widget's code is listed in the manifest (the addon preloads
// it beside the widget's mount point): its own chunk and what that imports
// statically, never the entry's files again, never the lazy parts it imports
// later (a map, a popover).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BuildResult, Metafile } from "esbuild";
import { buildSetup, OUT_DIR } from "../build-options.mjs";
import { buildManifest, registeredWidgets, type Manifest } from "../write-manifest.mjs";

const root = path.resolve(__dirname, "../..");
const ENTRY = "widgets/entries/website.ts";
let result: BuildResult & { metafile: Metafile };
let manifest: Manifest;

beforeAll(async () => {
  const esbuild = await import("esbuild");
  const setup = buildSetup({ root });
  result = (await esbuild.build({ ...setup.options, write: false })) as typeof result;
  manifest = buildManifest(
    result.metafile,
    path.join(root, OUT_DIR),
    root,
    { website: ENTRY },
    setup.styleOutputs(),
  );
}, 60_000);

function chunkOf(entryPoint: string): string {
  const found = Object.entries(result.metafile.outputs).find(
    ([file, out]) => out.entryPoint === entryPoint && file.endsWith(".js"),
  );
  if (!found) throw new Error(`nothing built from ${entryPoint}`);
  return path.relative(path.join(root, OUT_DIR), path.join(root, found[0]));
}

test("reads each registration's name, module and strategy from the entry's source", () => {
  const code = `
    widgetRegistry.register("zip-check", {
      load: () => import("@/entries/home").then((home) => ({ default: home.zipCheck })),
    });
    widgetRegistry.register("our-menu", { load: () => import("@/our-menu/widget"), strategy: "idle" });
    // widgetRegistry.get("not-a-registration")
  `;
  expect(registeredWidgets(code)).toEqual([
    { name: "zip-check", module: "@/entries/home" },
    { name: "our-menu", module: "@/our-menu/widget", strategy: "idle" },
  ]);
});

test("every widget the entry registers has its code listed", () => {
  const registered = registeredWidgets(readFileSync(path.join(root, ENTRY), "utf8")).map((w) => w.name);
  expect(registered.length).toBeGreaterThan(15);
  expect(Object.keys(manifest.widgets).sort()).toEqual([...registered].sort());
});

test("a widget's list starts with its own chunk and leaves out what the entry already loads", () => {
  const product = manifest.widgets["shop-product"]!;
  expect(product.js[0]).toBe(chunkOf("widgets/shop/product/shop-product-widget.ts"));
  const entry = manifest.entries.website!;
  for (const file of [entry.file, ...entry.imports]) expect(product.js).not.toContain(file);
  expect(product.css).toEqual([expect.stringMatching(/^styles\/shop-product-/)]);
});

test("the lazy parts a widget imports later are not preloaded with it", () => {
  const delivery = manifest.widgets["mealbox-delivery"]!;
  expect(delivery.js).not.toContain(chunkOf("widgets/mealbox/delivery/components/store-map.tsx"));
  expect(delivery.css.some((css) => css.includes("leaflet"))).toBe(false);
  expect(manifest.widgets["shop-cart-link"]!.js).not.toContain(
    chunkOf("widgets/shop/cart-link/components/mini-cart-popover.tsx"),
  );
});

test("a widget's default strategy comes with it", () => {
  expect(manifest.widgets["box-configurator"]!.strategy).toBe("idle");
  expect(manifest.widgets["shop-product"]!.strategy).toBeUndefined();
});
