// Odoo caches website.layout's <head> (t-cache per website.page), and our
// bundle's <script>/<link> live there: after `npm run build` a long-running
// Odoo keeps serving the previous build's hashed file names (404s, no widgets)
// until its template cache is cleared. Rewriting one of our views (same value)
// clears it, as any view write does.
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./get-odoo";
import { odooUrl } from "./odoo-available";
import { loginAs } from "./odoo-session";

function builtEntryFile(): string | undefined {
  const manifest = path.join(repoRoot(), "addons/website_weekbox/static/dist/manifest.json");
  if (!fs.existsSync(manifest)) return undefined;
  const parsed = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
    entries?: Record<string, { file?: string }>;
  };
  return parsed.entries?.website?.file;
}

async function servedEntryFile(pagePath: string): Promise<string | undefined> {
  const html = await (await fetch(odooUrl() + pagePath)).text();
  return /\/website_weekbox\/static\/dist\/(website-[^"]+\.js)/.exec(html)?.[1];
}

/** Makes sure `pagePath` loads the widgets of the current build. */
export async function ensureFreshWidgetBundle(pagePath = "/"): Promise<void> {
  const built = builtEntryFile();
  if (!built || (await servedEntryFile(pagePath)) === built) return;
  const admin = await loginAs("admin", "admin");
  const [view] = await admin.jsonRpc<{ id: number; priority: number }[]>("/web/dataset/call_kw", {
    model: "ir.ui.view",
    method: "search_read",
    args: [[["key", "=", "website_weekbox.widget_assets"]], ["priority"]],
    kwargs: { limit: 1 },
  });
  if (!view) throw new Error("website_weekbox.widget_assets is not installed");
  await admin.jsonRpc("/web/dataset/call_kw", {
    model: "ir.ui.view",
    method: "write",
    args: [[view.id], { priority: view.priority }],
    kwargs: {},
  });
  const served = await servedEntryFile(pagePath);
  if (served !== built) {
    throw new Error(`${pagePath} still loads ${served} instead of the build's ${built}: restart Odoo`);
  }
}
