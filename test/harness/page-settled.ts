// What a browser test waits for before it checks that something did NOT
// happen: instead of a fixed sleep (too short on a loaded CI machine, wasted
// time on an idle one), a signal that the page has handled what came before.
import type { Locator, Page } from "playwright-core";

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

/**
 * Makes the page keep the delays of its pending `setTimeout` timers (read them
 * with `pendingTimeouts`), so that a test on a paused Playwright clock knows the
 * page has started a wait before it moves the clock on. Call it after
 * `page.clock.install()` and before the page loads: the record then sits on
 * Playwright's fake timers (were it under them, it would record nothing and
 * the test waiting on it would fail, not pass).
 */
export async function recordPendingTimeouts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pending = new Map<number, number>();
    const setTimeoutOf = window.setTimeout.bind(window);
    const clearTimeoutOf = window.clearTimeout.bind(window);
    const record = window as unknown as { __weekboxPendingTimeouts: () => number[] };
    record.__weekboxPendingTimeouts = () => [...pending.values()];
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      // A string handler (eval) is not used by the pages under test: not recorded.
      if (typeof handler !== "function") return setTimeoutOf(handler, ms, ...args);
      const id = setTimeoutOf(
        (...callArgs: unknown[]) => {
          pending.delete(id);
          (handler as (...a: unknown[]) => void)(...callArgs);
        },
        ms,
        ...args,
      );
      pending.set(id, Number(ms) || 0);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) pending.delete(id);
      clearTimeoutOf(id);
    }) as typeof window.clearTimeout;
  });
}

/** The delays (ms) of the page's pending `setTimeout` timers (see `recordPendingTimeouts`). */
export async function pendingTimeouts(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const record = window as unknown as { __weekboxPendingTimeouts?: () => number[] };
    if (!record.__weekboxPendingTimeouts)
      throw new Error("recordPendingTimeouts was not called before the page loaded");
    return record.__weekboxPendingTimeouts();
  });
}

/**
 * Clicks `target` with the mouse as a person would, where Playwright's own
 * click would wait forever: it counts an `aria-disabled` control (one we keep
 * focusable and clickable, to say why it is unavailable) as disabled. Unlike
 * `click({ force: true })`, which skips every check, this keeps the others:
 * the control is scrolled into view (Odoo's pages scroll smoothly), stands
 * still for a few frames and is the element under the pointer, then clicked
 * at its centre.
 */
export async function clickUnavailable(page: Page, target: Locator, timeout = 30_000): Promise<void> {
  await target.scrollIntoViewIfNeeded({ timeout });
  const handle = await target.elementHandle({ timeout });
  if (!handle) throw new Error("clickUnavailable: no element");
  const deadline = Date.now() + timeout;
  for (;;) {
    const centre = await handle.evaluate(
      (element) =>
        new Promise<{ x: number; y: number } | null>((resolve) => {
          const first = element.getBoundingClientRect();
          // Two frames later: a smooth scroll or a layout change would have moved it.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const rect = element.getBoundingClientRect();
              const x = rect.left + rect.width / 2;
              const y = rect.top + rect.height / 2;
              const still = rect.top === first.top && rect.left === first.left && rect.width > 0;
              const hit = document.elementFromPoint(x, y);
              resolve(still && hit !== null && element.contains(hit) ? { x, y } : null);
            }),
          );
        }),
    );
    if (centre) {
      await handle.dispose();
      await page.mouse.click(centre.x, centre.y);
      return;
    }
    if (Date.now() > deadline)
      throw new Error("clickUnavailable: the control never stood still under the pointer");
  }
}
