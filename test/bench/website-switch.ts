// The shop takeover's switch as the benches flip it: website.weekbox_shop_widgets
// on (ours: our widgets run the generic shop pages) or off (Odoo's own pages), to
// measure both in one run; the sections that flip it put the website back
// whatever happens (finally, and on SIGINT / SIGTERM: onInterrupt).
import { callKw } from "../harness/call-kw";
import { newVisitor, type OdooSession } from "../harness/odoo-session";
import { ensureShopProduct } from "../harness/shop-product";
import type { ShopMode } from "./shop-report";

export const SWITCH = "weekbox_shop_widgets";
/** The website's "Lean visitor pages" (website_weekbox_site, #34): the lighthouse section measures it on and off. */
export const LEAN = "weekbox_lean_pages";

export type Website = {
  id: number;
  /** The field exists (website_sale_shop_widget is installed and up to date). */
  hasSwitch: boolean;
  /** website.weekbox_lean_pages exists (website_weekbox_site is installed and up to date). */
  hasLean: boolean;
  /** Set once the website has been put back (end of the section, SIGINT, SIGTERM): no more writes. */
  restored?: boolean;
  /** The section's write in flight, if any. */
  writing?: Promise<unknown>;
};

/** The website a visitor of `odooUrl` gets, and whether it has the switch and the lean setting. */
export async function readWebsite(odooUrl: string, admin: OdooSession): Promise<Website> {
  const html = await (await newVisitor(odooUrl)).page("/");
  const id = Number(/<html[^>]*\sdata-website-id="(\d+)"/.exec(html)?.[1] ?? NaN);
  if (!Number.isInteger(id)) throw new Error(`no data-website-id on ${odooUrl}/`);
  const fields = await callKw<Record<string, unknown>>(admin, "website", "fields_get", [[SWITCH, LEAN]], {
    attributes: ["type"],
  });
  return { id, hasSwitch: SWITCH in fields, hasLean: LEAN in fields };
}

/** Writes the website, unless it has been put back already (a signal came). */
export async function writeWebsite(
  admin: OdooSession,
  website: Website,
  values: Record<string, unknown>,
): Promise<void> {
  if (website.restored) throw new Error("the website has been put back already (interrupted)");
  website.writing = callKw(admin, "website", "write", [[website.id], values]);
  try {
    await website.writing;
  } finally {
    website.writing = undefined;
  }
}

/** The last write: from now on the section's own writes fail; one in flight is waited for, then overwritten. */
export async function putBack(
  admin: OdooSession,
  website: Website,
  values: Record<string, unknown>,
): Promise<void> {
  website.restored = true;
  await website.writing?.catch(() => undefined);
  await callKw(admin, "website", "write", [[website.id], values]);
}

/**
 * Whether the pages are the mode's: ours has shop widgets on /shop, the
 * product page and the cart (the header's cart link at least); Odoo's own has
 * none. Also warms the server's template caches after the switch.
 */
export async function checkPages(
  odooUrl: string,
  admin: OdooSession,
  mode: ShopMode,
  paths: string[],
): Promise<string | null> {
  const visitor = await newVisitor(odooUrl);
  await visitor.jsonRpc("/shop/cart/update_json", {
    product_id: await ensureShopProduct(admin),
    add_qty: 1,
  });
  for (const path of paths) {
    const html = await visitor.page(path);
    const widgets = [...html.matchAll(/data-widget="(shop-[\w-]+)"/g)].map((m) => m[1]);
    if (mode === "ours" && widgets.length === 0) return `${path} has no shop widget with the switch on`;
    if (mode === "odoo" && widgets.length > 0)
      return `${path} still has data-widget mount points (${[...new Set(widgets)].join(", ")}) with the switch off`;
  }
  return null;
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

/**
 * Runs `restore` then exits (130) on SIGINT / SIGTERM until the returned
 * function is called: a section that changed the website puts it back even when
 * the bench is stopped.
 */
export function onInterrupt(section: string, restore: () => Promise<void>): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`[bench] ${section}: ${signal}, putting the website back`);
    void restore()
      .catch((error) =>
        console.error(`[bench] ${section}: could not put the website back: ${firstLine(error)}`),
      )
      .finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return () => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
}
