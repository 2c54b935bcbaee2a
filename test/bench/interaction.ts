// Click-to-cart-updated in headless Chromium on the real /mealbox page: a guest
// adds a dish and removes it again, `clicks` times in all.
//
// "Cart updated" = the box panel's count (".weekbox-box-panel-status", e.g.
// "1 of 3 meals") shows the new number. The wizard updates the panel at once
// (optimistic: the line and the count), then reconciles it with the server's
// answer to /mealbox/add/meal (or /remove/meal) and rolls it back when the
// server refuses, so the figure is pointerdown → render, as the customer sees
// it. Each sample also notes whether the RPC's response had ended (Resource
// Timing) before the count changed (with the optimistic update it has not:
// before_answer ≈ clicks), and keeps the RPC's own duration as the browser saw
// it: about when the server's answer reconciles the panel.
import type { Browser, Locator, Page } from "playwright-core";
import { openLoopbackPage } from "../harness/loopback-page";
import { closeToasts, settled, WIZARD } from "./bench-browser";
import { median, percentile, round } from "./stats";

export type Interaction = {
  clicks: number;
  p50: number;
  p95: number;
  max: number;
  /** The add/remove RPC alone, in the browser (Resource Timing). */
  rpc_p50: number;
  rpc_p95: number;
  /** Samples where the count changed before the RPC's answer had arrived (optimistic update: all of them). */
  before_answer: number;
  target_p95: number;
};

type Sample = { ms: number; rpcMs: number; answered: boolean };
/** When the click started and when the count changed (page clock). */
type Timing = { start: number; changed: number };

/** Arms the timer on window before the click (page.evaluate would wait on a returned promise). */
async function arm(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as unknown as { weekboxClick?: Promise<Timing> };
    performance.clearResourceTimings();
    win.weekboxClick = new Promise<Timing>((resolve) => {
      let start = performance.now();
      document.addEventListener("pointerdown", () => (start = performance.now()), {
        capture: true,
        once: true,
      });
      const status = document.querySelector(".weekbox-box-panel-status") as HTMLElement;
      const before = status.textContent;
      const observer = new MutationObserver(() => {
        if (status.textContent === before) return;
        observer.disconnect();
        resolve({ start, changed: performance.now() });
      });
      observer.observe(status, { childList: true, characterData: true, subtree: true });
    });
  });
}

async function timedClick(page: Page, button: Locator): Promise<Sample> {
  await arm(page);
  await button.click();
  const timing = await page.evaluate(
    () => (window as unknown as { weekboxClick: Promise<Timing> }).weekboxClick,
  );
  await settled(page);
  // The RPC's entry exists once its response has ended: read it after the answer was applied.
  return page.evaluate(({ start, changed }) => {
    const rpc = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/mealbox\/(add|remove)\/meal$/.test(entry.name) && entry.startTime >= start)
      .at(-1) as PerformanceResourceTiming | undefined;
    return {
      ms: changed - start,
      rpcMs: rpc ? rpc.responseEnd - rpc.startTime : Number.NaN,
      answered: Boolean(rpc && rpc.responseEnd > 0 && rpc.responseEnd <= changed),
    };
  }, timing);
}

export async function measureInteraction(
  browser: Browser,
  odooUrl: string,
  clicks: number,
): Promise<Interaction> {
  const { context, page } = await openLoopbackPage(browser, { blocked: [] });
  try {
    await page.goto(`${odooUrl}/mealbox?meal=3&people=2&state=compose`);
    const wizard = page.locator(WIZARD);
    await wizard.waitFor();
    await settled(page);
    await closeToasts(page);
    const samples: Sample[] = [];
    while (samples.length < clicks) {
      const card = wizard
        .locator(".weekbox-dish-card")
        .filter({ hasNot: page.getByText(/Added \d+ at a time/) })
        .first();
      const name = (await card.locator(".weekbox-dish-name").innerText()).trim();
      samples.push(await timedClick(page, card.getByRole("button", { name: `Add ${name}` })));
      samples.push(
        await timedClick(
          page,
          wizard.locator(".weekbox-box-panel").getByRole("button", { name: `Remove ${name}` }),
        ),
      );
    }
    const ms = samples.map((sample) => sample.ms);
    const rpc = samples.map((sample) => sample.rpcMs).filter(Number.isFinite);
    return {
      clicks: samples.length,
      p50: round(median(ms)),
      p95: round(percentile(ms, 95)),
      max: round(Math.max(...ms)),
      rpc_p50: round(median(rpc)),
      rpc_p95: round(percentile(rpc, 95)),
      before_answer: samples.filter((sample) => !sample.answered).length,
      target_p95: 100,
    };
  } finally {
    await context.close();
  }
}
