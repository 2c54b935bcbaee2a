import type { BrowserContext } from "playwright-core";

/**
 * Aborts every request of `context` that would leave this machine (map tiles,
 * web fonts, analytics) and records its URL in `blocked`: tests never send
 * traffic off loopback, and can assert what was attempted.
 */
export async function blockOutside(context: BrowserContext, blocked: string[]): Promise<void> {
  await context.route("**/*", (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === "127.0.0.1" || hostname === "localhost") return route.continue();
    blocked.push(route.request().url());
    return route.abort();
  });
}
