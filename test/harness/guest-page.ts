// A new guest per browser test: its own context (so its own Odoo session and
// cart), its page's uncaught errors collected to fail the test.
import type { Browser, BrowserContext, Page } from "playwright-core";

export type GuestPage = { context: BrowserContext; page: Page; pageErrors: string[] };

/** A new guest's page, 1280 × 1000 unless told. */
export async function openGuestPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 1000 },
): Promise<GuestPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Closes the guest's context; the test fails if its page threw. */
export async function closeGuestPage(guest: GuestPage | undefined): Promise<void> {
  if (!guest) return;
  await guest.context.close();
  expect(guest.pageErrors).toEqual([]);
}
