// The test machine's network is closed: requests off the loopback never answer.
import type { BrowserContext } from "playwright-core";

/**
 * Answers `context`'s requests off the loopback at once: stylesheets empty
 * (Odoo's editor stylesheets @import web fonts, and a failed stylesheet keeps
 * the editor from opening), anything else aborted.
 */
export async function closeOutsideNetwork(context: BrowserContext): Promise<void> {
  await context.route(
    (target) => !["127.0.0.1", "localhost"].includes(target.hostname),
    (route) =>
      route.request().resourceType() === "stylesheet"
        ? route.fulfill({ status: 200, contentType: "text/css", body: "" })
        : route.abort(),
  );
}
