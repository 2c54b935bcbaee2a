/** @jest-environment node */
// Every page's widget JS within its budget (build/page-weights.mjs), measured on a
// production build made here in memory with the build's own options: no Odoo needed.
// The table is printed whatever the outcome, so a run shows each page's figure.
import path from "node:path";
import * as esbuild from "esbuild";
import { buildOptions } from "../build-options.mjs";
import { emptyChunks } from "../drop-empty-chunks.mjs";
import { formatPageWeights, PAGES, weighPages, type PageWeight } from "../page-weights.mjs";

const root = path.resolve(__dirname, "../..");
let weights: PageWeight[] = [];
let metafile: esbuild.Metafile;
let contents: Map<string, Uint8Array>;

beforeAll(async () => {
  const result = await esbuild.build({ ...buildOptions({ root }), write: false, logLevel: "error" });
  contents = new Map(result.outputFiles.map((file) => [path.relative(root, file.path), file.contents]));
  metafile = result.metafile!;
  weights = weighPages(result.metafile!, (file) => contents.get(file)!, root);
  console.log(formatPageWeights(weights));
}, 120_000);

test.each(PAGES.map((spec) => [spec.page, spec.budgetKb] as const))(
  "%s stays within its budget of %d KB gzip",
  (page) => {
    const weight = weights.find((w) => w.page === page)!;
    expect(weight.counted).toBeLessThanOrEqual(weight.budget);
  },
);

test("no page holds a heavy package it does not use", () => {
  const allowed: Record<string, string[]> = {
    "delivery with map": ["leaflet"],
    payment: ["card-validator", "credit-card-type"],
    // The payment form adding a card under the contract form: its card checks.
    "subscription form": ["card-validator", "credit-card-type"],
    // The d3 charts (ui/charts), in their own chunks: the pages that chart.
    "survey results": ["d3-array", "d3-path", "d3-scale", "d3-shape"],
    "link statistics": ["d3-array", "d3-path", "d3-scale", "d3-shape"],
  };
  const unexpected = weights.flatMap((w) =>
    w.forbidden.filter((name) => !(allowed[w.page] ?? []).includes(name)).map((name) => `${w.page}: ${name}`),
  );
  expect(unexpected).toEqual([]);
});

test("no file imports an empty chunk, nor one the build did not write", () => {
  // drop-empty-chunks.mjs: an empty chunk would be one more request on every page.
  const text = (file: string) => new TextDecoder().decode(contents.get(file)!);
  expect(emptyChunks(metafile, text)).toEqual([]);
  // What the code itself imports (static and dynamic), not what the metafile says.
  const dangling = [...contents.keys()]
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) =>
      [...text(file).matchAll(/(?:from|import)\s*\(?"(\.{1,2}\/[^"]+\.js)"/g)]
        .map((match) => path.join(path.dirname(file), match[1]!))
        .filter((target) => !contents.has(target))
        .map((target) => `${file} → ${target}`),
    );
  expect(dangling).toEqual([]);
});

test("no page carries the visitor features' route schemas before their own widgets load", () => {
  // The live chat's window, the newsletter forms, surveys and links fetch route-map-visitor.ts
  // themselves; in the main map, every page calling at mount would pay for them.
  const visitorSchemas = [
    "livechat-routes.ts",
    "newsletter-routes.ts",
    "survey-routes.ts",
    "links-routes.ts",
  ];
  // A feature's own pages may carry its schemas (the survey's form reads its props with them).
  const own: Record<string, string[]> = {
    survey: ["survey-routes.ts"],
    "survey print": ["survey-routes.ts"],
  };
  const carried = weights.flatMap((w) =>
    w.files.flatMap((file) =>
      Object.keys(metafile.outputs[file]?.inputs ?? {})
        .filter((input) => visitorSchemas.some((name) => input.endsWith(`/core/rpc/routes/${name}`)))
        .filter((input) => !(own[w.page] ?? []).includes(path.basename(input)))
        .map((input) => `${w.page}: ${path.basename(input)}`),
    ),
  );
  expect(carried).toEqual([]);
});

test("no page loads the live chat's button or window before an operator is available or the visitor opens it", () => {
  // Every page carries the launcher (a few hundred bytes, ALWAYS_ON); the button comes once
  // /im_livechat/init says an operator is available, the window (its bus, messages, rating)
  // on the first open: neither is part of any page's first load.
  const lazyParts = ["livechat-button.tsx", "livechat-window.tsx", "bus-socket.ts", "rating-panel.tsx"];
  const carried = weights.flatMap((w) =>
    w.files.flatMap((file) =>
      Object.keys(metafile.outputs[file]?.inputs ?? {})
        .filter((input) => input.includes("/visitor/livechat/"))
        .filter((input) => lazyParts.includes(path.basename(input)))
        .map((input) => `${w.page}: ${path.basename(input)}`),
    ),
  );
  expect(carried).toEqual([]);
  // ...and they are built: the chunks exist for the pages to fetch.
  const built = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
  for (const part of lazyParts) {
    const found = built.some((input) => input.includes("/visitor/livechat/") && input.endsWith(`/${part}`));
    expect([part, found]).toEqual([part, true]);
  }
});
