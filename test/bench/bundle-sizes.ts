// The widget JS each page loads first, from the build's own metafile
// (build/page-weights.mjs: the page → widgets map, the resolution, the budgets),
// with a running Odoo beside Odoo 17's own frontend JS (the /web/assets/… bundles)
// on the same page, the widgets the page's HTML mounts added to the declared ones.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Metafile } from "esbuild";
import { buildOptions } from "../../build/build-options.mjs";
import { PAGES, sizeOf, weighPages, type PageSpec, type PageWeight } from "../../build/page-weights.mjs";
import { callKw } from "../harness/call-kw";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";
import { ensureShopProduct } from "../harness/shop-product";

export type PageBundle = PageWeight & {
  odoo: { url: string; raw: number; gzip: number } | null;
};

export type Sizes = { raw: number; gzip: number };

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
export async function visitorWithCart(baseUrl: string): Promise<OdooSession> {
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

export type OdooPage = { url: string; sizes: Sizes; widgets: string[] };

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
  // A widget mounted when the visitor comes near it (data-load="visible") is not in the first load.
  const widgets = [
    ...new Set(
      [...html.matchAll(/<[a-z]+\b[^>]*\bdata-widget="([^"]+)"[^>]*>/g)]
        .filter(([tag]) => !/\bdata-load="visible"/.test(tag))
        .map(([, name]) => name!),
    ),
  ];
  return { url: res.url || new URL(pagePath, session.baseUrl).href, sizes: sum(sizes), widgets };
}

/**
 * The page's path on this Odoo: `:product` is the suites' shop product's page,
 * `:survey-results` the demo survey's results, `:link-statistics` the statistics
 * of a link to the contact page (made once, found again after).
 */
export async function pagePath(baseUrl: string, spec: PageSpec): Promise<string> {
  if (spec.path === ":survey-results") {
    const admin = await loginAs("admin", "admin", { baseUrl });
    const [id] = await callKw<number[]>(admin, "survey.survey", "search", [
      [["access_token", "=", "weekbox-how-was-your-box"]],
    ]);
    if (!id) throw new Error("no demo survey (weekbox-how-was-your-box)");
    return `/survey/results/${id}`;
  }
  if (spec.path === ":link-statistics") {
    const admin = await loginAs("admin", "admin", { baseUrl });
    const [link] = await admin.jsonRpc<{ code: string }[]>("/website_links/new", {
      url: `${baseUrl}/contactus`,
    });
    return `/r/${link!.code}+`;
  }
  if (spec.path !== ":product") return spec.path;
  const admin = await loginAs("admin", "admin", { baseUrl });
  const productId = await ensureShopProduct(admin);
  const [product] = await callKw<{ website_url: string }[]>(admin, "product.product", "read", [
    [productId],
    ["website_url"],
  ]);
  if (!product) throw new Error(`no product ${productId}`);
  return product.website_url;
}

/** Each page as Odoo serves it to a visitor: its Odoo JS and the widgets its HTML mounts. */
export async function odooPages(baseUrl: string): Promise<Map<string, OdooPage>> {
  let visitor: OdooSession | undefined;
  let shopper: OdooSession | undefined;
  let staff: OdooSession | undefined;
  let customer: OdooSession | undefined;
  const assetCache = new Map<string, Sizes>();
  const pages = new Map<string, OdooPage>();
  for (const spec of PAGES) {
    const session = spec.needsCart
      ? (shopper ??= await visitorWithCart(baseUrl))
      : spec.needsStaff
        ? (staff ??= await loginAs("admin", "admin", { baseUrl }))
        : spec.needsCustomer
          ? (customer ??= await loginAs("portal", "portal", { baseUrl }))
          : (visitor ??= await newVisitor(baseUrl));
    pages.set(spec.page, await odooPage(session, await pagePath(baseUrl, spec), assetCache));
  }
  return pages;
}

/**
 * Weighs every page of PAGES. With `baseUrl` (a running Odoo), also Odoo's
 * frontend JS on the same page, and the widgets the page's HTML mounts are
 * added to the declared ones.
 */
export async function measureBundles(
  options: { baseUrl?: string; root?: string } = {},
): Promise<PageBundle[]> {
  const root = options.root ?? projectRoot();
  const { metafile, contents } = await buildInMemory(root);
  const odoo = options.baseUrl ? await odooPages(options.baseUrl) : new Map<string, OdooPage>();
  const contentOf = (file: string) => {
    const content = contents.get(file);
    if (!content) throw new Error(`${file} was not built`);
    return content;
  };
  const outdir = buildOptions({ root }).outdir ?? root;
  return weighPages(metafile, contentOf, root, {
    extraWidgets: (spec) => odoo.get(spec.page)?.widgets ?? [],
  }).map((weight) => {
    const page = odoo.get(weight.page);
    return {
      ...weight,
      files: weight.files.map((file) => path.relative(outdir, path.join(root, file))),
      odoo: page ? { url: page.url, ...page.sizes } : null,
    };
  });
}
