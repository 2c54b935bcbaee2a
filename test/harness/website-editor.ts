// Odoo's website editor in a browser test. The first editor a run opens waits
// for Odoo to build the backend's and the editor's asset bundles, once per
// database: over a minute on a fresh one on 2 cores (whichever suite comes
// first pays it; the order of suites changes with their files).
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { closeOutsideNetwork } from "./closed-network";
import { odooUrl } from "./odoo-available";
import type { OdooSession } from "./odoo-session";

/** How long the editor (its panel, its page in edit mode) may take to load. */
export const EDITOR_LOAD_MS = 180_000;

/** A test that opens the editor: its load and the test's own steps. */
export const EDITOR_TEST_MS = 300_000;

/** The editor opened on a page: close `context` when done (in a `finally`). */
export type WebsiteEditor = {
  context: BrowserContext;
  /** The web client's page: the editor's panel (snippets, options, Save). */
  editor: Page;
  /** The edited page, in the editor's iframe. */
  frame: Frame;
};

/**
 * Opens the website editor on `path` (e.g. "/contactus") as `admin`, in a new
 * context of its own, and waits until the panel is up and the page in its
 * iframe is in edit mode. The machine's network is closed: the editor's
 * stylesheets @import web fonts, answered empty at once (closeOutsideNetwork).
 */
export async function openWebsiteEditor(
  browser: Browser,
  admin: OdooSession,
  path: string,
): Promise<WebsiteEditor> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    if (!admin.sessionId) throw new Error("the admin session has no session_id cookie");
    await context.addCookies([{ name: "session_id", value: admin.sessionId, url: odooUrl() }]);
    await closeOutsideNetwork(context);
    const editor = await context.newPage();
    await editor.goto(`${odooUrl()}/@${path}?enable_editor=1`);
    // The editor's panel is up once its snippets are loaded; the page is in its iframe.
    await editor.locator("#oe_snippets .o_we_website_top_actions").waitFor({ timeout: EDITOR_LOAD_MS });
    const frame = await (await editor.waitForSelector("iframe.o_iframe")).contentFrame();
    if (!frame) throw new Error("the editor's iframe has no page");
    await frame.waitForFunction(() => document.body?.classList.contains("editor_enable"), undefined, {
      timeout: EDITOR_LOAD_MS,
    });
    return { context, editor, frame };
  } catch (error) {
    await context.close();
    throw error;
  }
}
