// How much a page's content moved while it loaded: the cumulative layout
// shift as Lighthouse and Chrome's Web Vitals count it (the largest session
// window — shifts at most 1 s apart, 5 s in all — of the layout-shift entries
// without recent input), read from the browser's own PerformanceObserver.
// Issue #30: at most 0.05 on every page the widgets take over.
import type { BrowserContext, Page } from "playwright-core";

/** The most a page may shift (web.dev's "good" is 0.1; ours is stricter). */
export const CLS_BUDGET = 0.05;

export type LayoutShift = {
  /** The largest session window's sum. */
  value: number;
  /** What moved, for a failure's message: "<element> <value>". */
  shifts: string[];
};

/**
 * Waits until the page's widgets are up (every `[data-widget]` mounted or
 * failed, those loading when visible excepted), its network quiet and its
 * eager images decoded, then reads its layout shifts so far.
 */
export async function layoutShiftOf(page: Page): Promise<LayoutShift> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-widget]")]
      .filter((widget) => widget.getAttribute("data-load") !== "visible")
      .every((widget) => ["mounted", "error"].includes(widget.getAttribute("data-widget-state") ?? "")),
  );
  await page.waitForLoadState("networkidle").catch(() => undefined);
  // Those images that load (a lazy one below the fold never does), for at most 5 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        [...document.images]
          .filter((image) => !image.complete && image.loading !== "lazy")
          .map((image) => image.decode().catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
  // Two frames for what the last answers rendered.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  return page.evaluate(
    () =>
      new Promise<{ value: number; shifts: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const name = (node: Node | null | undefined) => {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element) return "?";
          const widget = element.closest("[data-widget]")?.getAttribute("data-widget");
          const classes =
            typeof element.className === "string" ? element.className.split(/\s+/).slice(0, 2) : [];
          return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes.map((c) => `.${c}`).join("")}${widget ? ` (in ${widget})` : ""}`;
        };
        const box = (rect: DOMRectReadOnly) => `${Math.round(rect.top)}+${Math.round(rect.height)}`;
        const read = (entries: Shift[]) => {
          let best = 0;
          let current = 0;
          let start = -Infinity;
          let last = -Infinity;
          for (const entry of entries.filter((e) => !e.hadRecentInput)) {
            if (entry.startTime - last > 1000 || entry.startTime - start > 5000) {
              current = 0;
              start = entry.startTime;
            }
            current += entry.value;
            last = entry.startTime;
            best = Math.max(best, current);
          }
          resolve({
            value: best,
            shifts: entries
              .filter((e) => !e.hadRecentInput && e.value >= 0.001)
              .map(
                (e) =>
                  // Where each source was and went (top, height): what grew or shrank is above the first.
                  `${(e.sources ?? []).map((s) => `${name(s.node)} ${box(s.previousRect)}→${box(s.currentRect)}`).join(", ")} ${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms`,
              ),
          });
        };
        // Buffered: the entries since the page began. None at all: no callback, hence the timer.
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          read(list.getEntries() as Shift[]);
        });
        observer.observe({ type: "layout-shift", buffered: true });
        setTimeout(() => read([]), 500);
      }),
  );
}

/** Counts the layout shifts of every page the context opens from now on. */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = window as unknown as { __weekboxLayoutShift: number };
    state.__weekboxLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.__weekboxLayoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout shift so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __weekboxLayoutShift: number }).__weekboxLayoutShift);
}

/**
 * A mid-range phone as Lighthouse's mobile preset emulates one (a Moto G Power:
 * 412 × 823 CSS px at 1.75). With throttleLikeAPhone, what a visitor's phone
 * shows before the widgets come: their placeholders, for longer.
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * Lighthouse's mobile throttling on `page`: a 4× slower CPU and a slow 4G link
 * (150 ms round trips, 1.6 Mbps down, 750 kbps up), applied by Chromium itself
 * (Lighthouse simulates it; here the page really loads that slowly, so a
 * placeholder smaller than its widget shows long enough to be pushed). A page
 * of many files may ask for a faster link (`downMbps`): Odoo serves its assets
 * uncompressed here (no gzip proxy), and the same phases come in the same
 * order in seconds rather than half a minute. Resolves to the function that
 * gives the page its speed back.
 */
export async function throttleLikeAPhone(
  page: Page,
  { downMbps = 1.6 }: { downMbps?: number } = {},
): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (downMbps * 1_000_000) / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return async () => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}
