// The fresh start of each browser test: a new context (a new visitor) whose
// traffic stays on loopback, and its page, with uncaught page errors recorded.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { blockOutside } from "./block-outside";

export type LoopbackPageOptions = {
  /** Receives the URLs of the requests aborted for leaving this machine. */
  blocked: string[];
  /** Receives the message of every uncaught error in the page. */
  pageErrors?: string[];
  viewport?: { width: number; height: number };
  /** The page's default timeout for actions and waits, if not Playwright's own. */
  timeout?: number;
  /** The browser's timezone (e.g. Europe/Brussels), if not the machine's. */
  timezoneId?: string;
};

export async function openLoopbackPage(
  browser: Browser,
  { blocked, pageErrors, viewport = { width: 1280, height: 900 }, timeout, timezoneId }: LoopbackPageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, ...(timezoneId ? { timezoneId } : {}) });
  await blockOutside(context, blocked);
  const page = await context.newPage();
  if (timeout !== undefined) page.setDefaultTimeout(timeout);
  if (pageErrors) page.on("pageerror", (error) => pageErrors.push(error.message));
  return { context, page };
}
