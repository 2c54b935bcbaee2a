// The widget JS each page loads first, from the build's own metafile: the page
// entry, its static imports, the chunks of the widgets the page mounts and the
// lazy chunks those widgets load when they mount, transitively. Raw and gzip
// (level 9, summed per file like build/size-report.mjs). With a running Odoo,
// beside Odoo 17's own frontend JS (the /web/assets/… bundles) on the same page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Metafile } from "esbuild";
import { buildOptions, PAGE_ENTRIES } from "../../build/build-options.mjs";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";
import { ensureShopProduct } from "../harness/shop-product";

export type PageBundle = {
  page: string;
  widgets: string[];
  files: string[];
  raw: number;
  gzip: number;
  forbidden: string[];
  odoo: { url: string; raw: number; gzip: number } | null;
};

export type PageSpec = {
  page: string;
  /** Path on the Odoo website. */
  path: string;
  /** Widgets mounted on the page (and islands they render), as registered in the page entry. */
  widgets: string[];
  /** Lazy chunks the widgets load on this page, by source name (`store-map` for store-map.tsx). */
  lazy: string[];
  /** /shop/payment needs a cart with an address. */
  needsCart?: boolean;
};

const WIZARD = "/mealbox?meal=3&people=2&state=";

/** The one page → widgets map of the benchmark. Widget names are checked against the entry's registrations. */
export const PAGES: PageSpec[] = [
  { page: "home", path: "/", widgets: ["zip-check", "countdown", "our-menu", "box-configurator"], lazy: [] },
  { page: "wizard compose", path: `${WIZARD}compose`, widgets: ["mealbox-wizard"], lazy: [] },
  { page: "wizard extra", path: `${WIZARD}extra`, widgets: ["mealbox-wizard"], lazy: [] },
  { page: "wizard login", path: `${WIZARD}login`, widgets: ["mealbox-wizard"], lazy: [] },
  // The delivery step renders the delivery widget as an island; the map only for pick-up.
  {
    page: "wizard delivery",
    path: `${WIZARD}delivery`,
    widgets: ["mealbox-wizard", "mealbox-delivery"],
    lazy: [],
  },
  {
    page: "delivery with map",
    path: `${WIZARD}delivery`,
    widgets: ["mealbox-wizard", "mealbox-delivery"],
    lazy: ["store-map"],
  },
  { page: "payment", path: "/shop/payment", widgets: ["payment-form"], lazy: [], needsCart: true },
];

/** Packages that must stay out of a page until it needs them (map, charts, card checks). */
export const FORBIDDEN_PACKAGES = ["leaflet", "d3", "card-validator", "credit-card-type"];

/**
 * Widget name → source module without extension, read from the entry's
 * `register("name", { load: () => import("@/…") })` calls.
 */
export function widgetModules(entrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  const registration = /register\(\s*"([^"]+)"\s*,\s*\{[^}]*?import\(\s*"([^"]+)"\s*\)/g;
  for (const [, name = "", specifier = ""] of entrySource.matchAll(registration)) {
    modules.set(name, specifier.replace(/^@\//, "widgets/"));
  }
  return modules;
}

/** The output file built from `sourceModule` (an entry point, with or without extension). */
export function outputOf(metafile: Metafile, sourceModule: string): string {
  const wanted = sourceModule.replace(/\.[cm]?[jt]sx?$/, "");
  const found = Object.entries(metafile.outputs).find(
    ([file, output]) => file.endsWith(".js") && output.entryPoint?.replace(/\.[cm]?[jt]sx?$/, "") === wanted,
  );
  if (!found) throw new Error(`no output built from ${sourceModule}`);
  return found[0];
}

/**
 * Output files a page loads before its widgets are up: `starts` (entry and
 * widget chunks) with their static imports, plus every dynamic import whose
 * source is named in `lazy` (store-map.tsx → "store-map"), transitively.
 */
export function firstLoadFiles(metafile: Metafile, starts: string[], lazy: string[] = []): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    const output = metafile.outputs[file];
    if (!output) throw new Error(`${file} is not in the metafile`);
    seen.add(file);
    for (const imported of output.imports) {
      if (imported.external) continue;
      if (imported.kind === "import-statement") visit(imported.path);
      else if (imported.kind === "dynamic-import" && lazy.includes(sourceName(metafile, imported.path))) {
        visit(imported.path);
      }
    }
  };
  starts.forEach(visit);
  return [...seen];
}

function sourceName(metafile: Metafile, file: string): string {
  const entryPoint = metafile.outputs[file]?.entryPoint;
  return entryPoint ? path.basename(entryPoint).replace(/\.[cm]?[jt]sx?$/, "") : "";
}

/** Lazy chunk names reachable by dynamic import from `files` (to check a page's `lazy` list). */
export function lazyChunkNames(metafile: Metafile, files: string[]): string[] {
  return files.flatMap((file) =>
    (metafile.outputs[file]?.imports ?? [])
      .filter((imported) => imported.kind === "dynamic-import")
      .map((imported) => sourceName(metafile, imported.path)),
  );
}

/** The forbidden packages whose code is in `files`. */
export function forbiddenPackagesIn(
  metafile: Metafile,
  files: string[],
  packages: string[] = FORBIDDEN_PACKAGES,
): string[] {
  const found = new Set<string>();
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file]?.inputs ?? {})) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
      if (!name || bytesInOutput === 0) continue;
      if (packages.some((p) => name === p || (p === "d3" && name.startsWith("d3-")))) found.add(name);
    }
  }
  return [...found].sort();
}

export type Sizes = { raw: number; gzip: number };

/** Raw and gzip bytes, gzip at level 9 per file as the build's size report does. */
export function sizeOf(content: Uint8Array): Sizes {
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function sum(sizes: Sizes[]): Sizes {
  return sizes.reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/** A production build in memory with the build's options: its metafile and each output's content. */
async function buildInMemory(
  root: string,
): Promise<{ metafile: Metafile; contents: Map<string, Uint8Array> }> {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({ ...buildOptions({ root }), write: false, logLevel: "error" });
  if (!result.metafile) throw new Error("the build options no longer ask esbuild for a metafile");
  const contents = new Map(result.outputFiles.map((file) => [path.relative(root, file.path), file.contents]));
  return { metafile: result.metafile, contents };
}

/** The project root: the nearest folder above holding build/build-options.mjs. */
function projectRoot(): string {
  const starts = [typeof __dirname === "string" ? __dirname : undefined, process.cwd()];
  for (const start of starts) {
    for (let dir = start && path.resolve(start); dir && path.dirname(dir) !== dir; dir = path.dirname(dir)) {
      try {
        readFileSync(path.join(dir, "build", "build-options.mjs"));
        return dir;
      } catch {
        // not here, go up
      }
    }
  }
  throw new Error("cannot find the project root (a folder holding build/build-options.mjs)");
}

/** A guest with one product in the cart and a Belgian address, so /shop/payment renders the form. */
async function visitorWithCart(baseUrl: string): Promise<OdooSession> {
  const session = await newVisitor(baseUrl);
  await session.page("/shop");
  const productId = await ensureShopProduct(await loginAs("admin", "admin", { baseUrl }));
  await session.jsonRpc("/shop/cart/update_json", { product_id: productId, add_qty: 1 });
  const form = /<form[^>]*action="\/shop\/address"[\s\S]*?<\/form>/.exec(
    await session.page("/shop/address"),
  )?.[0];
  if (!form) throw new Error("no address form on /shop/address");
  const hidden = [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map(([tag]) => [
    /name="([^"]+)"/.exec(tag)?.[1] ?? "",
    /value="([^"]*)"/.exec(tag)?.[1] ?? "",
  ]);
  const belgium = /<option[^>]*value="(\d+)"[^>]*>\s*Belgium/.exec(form)?.[1];
  if (!belgium) throw new Error("no Belgium in the address form");
  const body = new URLSearchParams([
    ...hidden,
    ["name", "Bench Visitor"],
    ["email", "bench-visitor@example.com"],
    ["phone", "+32 2 000 00 00"],
    ["street", "Rue Neuve 1"],
    ["city", "Bruxelles"],
    ["zip", "1000"],
    ["country_id", belgium],
    ["use_same", "1"],
  ]);
  const res = await session.fetch("/shop/address", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  if (!res.ok) throw new Error(`POST /shop/address: HTTP ${res.status}`);
  return session;
}

type OdooPage = { url: string; sizes: Sizes; widgets: string[] };

/** Odoo's own JS on a page (its `<script src="/web/assets/…">` bundles) and the widgets the HTML mounts. */
async function odooPage(
  session: OdooSession,
  pagePath: string,
  cache: Map<string, Sizes>,
): Promise<OdooPage> {
  const res = await session.fetch(pagePath);
  if (!res.ok) throw new Error(`GET ${pagePath}: HTTP ${res.status}`);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*\/web\/assets\/[^"]+\.js)"/g)].map(
    ([, src]) => src!,
  );
  const sizes: Sizes[] = [];
  for (const src of new Set(scripts)) {
    const url = new URL(src.replace(/&amp;/g, "&"), session.baseUrl).href;
    let size = cache.get(url);
    if (!size) {
      const asset = await session.fetch(url);
      if (!asset.ok) throw new Error(`GET ${url}: HTTP ${asset.status}`);
      size = sizeOf(new Uint8Array(await asset.arrayBuffer()));
      cache.set(url, size);
    }
    sizes.push(size);
  }
  const widgets = [...new Set([...html.matchAll(/data-widget="([^"]+)"/g)].map(([, name]) => name!))];
  return { url: res.url || new URL(pagePath, session.baseUrl).href, sizes: sum(sizes), widgets };
}

/**
 * Measures every page of PAGES. With `baseUrl` (a running Odoo), also Odoo's
 * frontend JS on the same page, and the widgets the page's HTML mounts are
 * added to the declared ones.
 */
export async function measureBundles(
  options: { baseUrl?: string; root?: string } = {},
): Promise<PageBundle[]> {
  const root = options.root ?? projectRoot();
  const { metafile, contents } = await buildInMemory(root);
  const entrySource = Object.values(PAGE_ENTRIES)[0]!;
  const modules = widgetModules(readFileSync(path.join(root, entrySource), "utf8"));
  const entry = outputOf(metafile, entrySource);

  let visitor: OdooSession | undefined;
  let shopper: OdooSession | undefined;
  const assetCache = new Map<string, Sizes>();
  const results: PageBundle[] = [];
  for (const spec of PAGES) {
    let odoo: OdooPage | null = null;
    if (options.baseUrl) {
      const session = spec.needsCart
        ? (shopper ??= await visitorWithCart(options.baseUrl))
        : (visitor ??= await newVisitor(options.baseUrl));
      odoo = await odooPage(session, spec.path, assetCache);
    }
    const widgets = [...new Set([...spec.widgets, ...(odoo?.widgets ?? [])])];
    const starts = [
      entry,
      ...widgets.map((name) => {
        const module = modules.get(name);
        if (!module) throw new Error(`${spec.page}: widget "${name}" is not registered in ${entrySource}`);
        return outputOf(metafile, module);
      }),
    ];
    const files = firstLoadFiles(metafile, starts, spec.lazy);
    const missing = spec.lazy.filter((name) => !lazyChunkNames(metafile, files).includes(name));
    if (missing.length) throw new Error(`${spec.page}: no lazy chunk ${missing.join(", ")} in the build`);
    const size = sum(
      files.map((file) => {
        const content = contents.get(file);
        if (!content) throw new Error(`${file} was not built`);
        return sizeOf(content);
      }),
    );
    results.push({
      page: spec.page,
      widgets,
      files: files.map((file) => path.relative(buildOptions({ root }).outdir ?? root, path.join(root, file))),
      ...size,
      forbidden: forbiddenPackagesIn(metafile, files),
      odoo: odoo && { url: odoo.url, ...odoo.sizes },
    });
  }
  return results;
}
