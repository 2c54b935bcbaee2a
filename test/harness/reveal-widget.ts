// Brings a widget mounted when visible (data-load="visible") into view, as a
// visitor scrolling to it does, until it has mounted.
import type { FrameLocator, Page } from "playwright-core";

/**
 * Scrolls `[data-widget=name]` into view until it is mounted. One scroll may
 * not be enough while the page starts: a block above may still grow after it
 * (the home menu's grid, which reserves its first row, gets its dishes) and
 * push the widget back out of view before the browser's next frame lets its
 * visibility observer see it. Then it is scrolled to again: no fixed sleep,
 * each try waits a moment for the mount itself.
 */
export async function revealWidget(
  scope: Page | FrameLocator,
  name: string,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<void> {
  const block = scope.locator(`[data-widget="${name}"]`);
  const mounted = scope.locator(`[data-widget="${name}"][data-widget-state="mounted"]`);
  const deadline = Date.now() + timeout;
  for (;;) {
    await block.scrollIntoViewIfNeeded({ timeout: Math.max(1, deadline - Date.now()) });
    try {
      await mounted.waitFor({ timeout: Math.max(1, Math.min(2_000, deadline - Date.now())) });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}
