// What a browser test waits for before it checks that something did NOT
// happen: instead of a fixed sleep (too short on a loaded CI machine, wasted
// time on an idle one), a signal that the page has handled what came before.
import type { Page } from "playwright-core";

/**
 * Waits until the page has rendered `count` more frames: the events queued
 * before (a scroll, a mouse move, a resize) have been handled and painted.
 * Not under a paused Playwright clock, which holds animation frames back.
 */
export async function framesRendered(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame++)
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }, count);
}

/**
 * Waits until the test has seen, in its `page.on("request")` listeners, every
 * request the page started so far: the page sends a marked request after its
 * pending tasks (a message-channel turn, which Playwright's clock does not
 * hold back), and Playwright reports a page's requests in the order sent.
 */
export async function requestsSeen(page: Page): Promise<void> {
  const marker = `weekbox-requests-seen=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().includes(marker));
  await page.evaluate(async (query) => {
    const channel = new MessageChannel();
    await new Promise<void>((resolve) => {
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
    // A static file Odoo answers fast; its answer does not matter.
    void fetch(`/web/static/img/favicon.ico?${query}`, { method: "HEAD" }).catch(() => undefined);
  }, marker);
  await seen;
}
