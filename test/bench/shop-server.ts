// The shop section's server figures, from Node: the latency of the routes the
// shop widgets added or extended beside Odoo's /shop/cart/update_json (one
// guest with a cart, sequential calls, as latency.ts), and SQL queries per
// request of those routes and of the shop's pages (Odoo's request log, as
// queries.ts) with the demo catalogue and with 1,000 more published products.
import { callKw } from "../harness/call-kw";
import { newVisitor, type OdooSession } from "../harness/odoo-session";
import { createVariantProduct } from "../harness/shop-catalogue";
import { ensureShopProduct } from "../harness/shop-product";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import { logSize, routeQueries } from "./odoo-query-log";
import { routeLatency } from "./shop-report";
import { median, timed } from "./stats";

export const REFERENCE_ROUTE = "/shop/cart/update_json";
export const SHOP_ROUTES = [
  "/shop/weekbox/cart_summary",
  "/shop/weekbox/promo",
  "/shop/get_unit_price",
  "/website_sale/get_combination_info",
] as const;
export type ShopRoute = typeof REFERENCE_ROUTE | (typeof SHOP_ROUTES)[number];
export const ALL_SHOP_ROUTES: readonly ShopRoute[] = [REFERENCE_ROUTE, ...SHOP_ROUTES];

/** The 1,000 extra products: found by this default_code prefix, created once per database. */
export const CATALOGUE_PREFIX = "SHOPBENCH-";
export const CATALOGUE_SIZE = 1000;

/** A guest with a cart (the suites' shop product), and a product with variants to ask prices of. */
export type ShopGuest = {
  session: OdooSession;
  calls: Record<ShopRoute, (i: number) => Promise<unknown>>;
  /** The variant product's page (its website_url). */
  productUrl: string;
  productTemplateId: number;
};

export async function prepareGuest(odooUrl: string, admin: OdooSession, label: string): Promise<ShopGuest> {
  const shopProductId = await ensureShopProduct(admin);
  const variant = await createVariantProduct(admin, label);
  const [template] = await callKw<{ product_variant_ids: number[] }[]>(admin, "product.template", "read", [
    [variant.templateId],
    ["product_variant_ids"],
  ]);
  const ptavs = await callKw<{ id: number; attribute_id: [number, string] }[]>(
    admin,
    "product.template.attribute.value",
    "search_read",
    [[["product_tmpl_id", "=", variant.templateId]], ["attribute_id"]],
    { order: "id" },
  );
  // The first value of each attribute (S, Cotton, Red): a combination that exists.
  const firsts = new Map<number, number>();
  for (const v of ptavs) if (!firsts.has(v.attribute_id[0])) firsts.set(v.attribute_id[0], v.id);
  const session = await newVisitor(odooUrl);
  await session.jsonRpc(REFERENCE_ROUTE, { product_id: shopProductId, add_qty: 1 });
  const client = widgetRpcClient(session);
  const variantId = template!.product_variant_ids[0]!;
  return {
    session,
    productUrl: variant.url,
    productTemplateId: variant.templateId,
    calls: {
      // As latency.ts: the line goes 1 → 2 → 1 …
      [REFERENCE_ROUTE]: (i) =>
        session.jsonRpc(REFERENCE_ROUTE, { product_id: shopProductId, set_qty: 1 + (i % 2) }),
      "/shop/weekbox/cart_summary": () => client.call("/shop/weekbox/cart_summary", {}),
      // A code no program has: refused, the cart unchanged (the read-only path).
      "/shop/weekbox/promo": () => client.call("/shop/weekbox/promo", { code: "NO-SUCH-BENCH-CODE" }),
      "/shop/get_unit_price": (i) =>
        client.call("/shop/get_unit_price", { product_ids: [variantId], add_qty: 1 + (i % 3) }),
      "/website_sale/get_combination_info": (i) =>
        client.call("/website_sale/get_combination_info", {
          product_template_id: variant.templateId,
          product_id: false,
          combination: [...firsts.values()],
          add_qty: 1 + (i % 3),
        }),
    },
  };
}

export type ShopLatency = {
  reference: ReturnType<typeof routeLatency>;
  routes: ReturnType<typeof routeLatency>[];
};

/** latency.ts's method: `warmup` untimed calls, then `samples` timed ones, route after route. */
export async function measureShopLatency(
  guest: ShopGuest,
  counts: { warmup: number; samples: number },
): Promise<ShopLatency> {
  const times = new Map<ShopRoute, number[]>();
  for (const route of ALL_SHOP_ROUTES) {
    const call = guest.calls[route];
    for (let i = 0; i < counts.warmup; i++) await call(i);
    const samples: number[] = [];
    for (let i = counts.warmup; i < counts.warmup + counts.samples; i++)
      samples.push((await timed(() => call(i)))[1]);
    times.set(route, samples);
    process.stdout.write(`  shop latency ${route}: ${samples.length} samples\n`);
  }
  const reference = times.get(REFERENCE_ROUTE)!;
  return {
    reference: routeLatency(REFERENCE_ROUTE, reference, reference),
    routes: SHOP_ROUTES.map((route) => routeLatency(route, times.get(route)!, reference)),
  };
}

/**
 * The median query count of `samples` requests made by `request`, from
 * Odoo's log. Some caches are shared between requests (GET /shop fills one
 * that saves /shop/get_unit_price 5 queries): shop.ts first makes every
 * request of a column once, so each column is counted from the same warm state.
 */
export async function queriesOf(
  logFile: string,
  path: string,
  request: (i: number) => Promise<unknown>,
  samples: number,
): Promise<{ median: number | null; raw: number[] }> {
  const offset = logSize(logFile);
  for (let i = 0; i < samples; i++) await request(i);
  const raw = await routeQueries(logFile, offset, path, samples);
  return { median: raw.length ? median(raw) : null, raw };
}

/** Published products the website sells (what /shop pages through). */
export function catalogueSize(admin: OdooSession, websiteId: number): Promise<number> {
  return callKw<number>(admin, "product.template", "search_count", [
    [
      ["sale_ok", "=", true],
      ["is_published", "=", true],
      ["website_id", "in", [false, websiteId]],
    ],
  ]);
}

/**
 * The 1,000 extra products on (created the first time, else unarchived) or
 * off (archived): found by their reference, so a fresh database and one an
 * earlier run left behind both work.
 */
export async function benchCatalogue(admin: OdooSession, on: boolean): Promise<void> {
  const search = () =>
    callKw<{ id: number; default_code: string | false }[]>(
      admin,
      "product.template",
      "search_read",
      [[["default_code", "=like", `${CATALOGUE_PREFIX}%`]], ["default_code"]],
      { context: { active_test: false } },
    );
  let found = await search();
  if (!on) {
    if (found.length) await callKw(admin, "product.template", "action_archive", [found.map((p) => p.id)]);
    return;
  }
  const have = new Set(found.map((p) => p.default_code));
  const missing = Array.from({ length: CATALOGUE_SIZE }, (_, i) => i + 1).filter(
    (n) => !have.has(catalogueCode(n)),
  );
  if (missing.length) {
    console.log(`[bench] shop: creating ${missing.length} catalogue products (${CATALOGUE_PREFIX}*)`);
    for (let at = 0; at < missing.length; at += 200) {
      await callKw(admin, "product.template", "create", [
        missing.slice(at, at + 200).map((n) => ({
          name: `Shop bench product ${n}`,
          default_code: catalogueCode(n),
          detailed_type: "consu",
          list_price: 5 + (n % 20),
          sale_ok: true,
          is_published: true,
        })),
      ]);
    }
    found = await search();
  }
  await callKw(admin, "product.template", "action_unarchive", [found.map((p) => p.id)]);
}

export function catalogueCode(n: number): string {
  return `${CATALOGUE_PREFIX}${String(n).padStart(4, "0")}`;
}
