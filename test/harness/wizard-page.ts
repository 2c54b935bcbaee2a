// The meal-box wizard as the browser suites drive it: open a step, wait until
// nothing is pending, fill the box with single-portion dishes.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { OdooSession } from "./odoo-session";

export const WIZARD = '[data-widget="mealbox-wizard"][data-widget-state="mounted"]';
export const DELIVERY = '[data-widget="mealbox-delivery"][data-widget-state="mounted"]';

export function wizard(page: Page): Locator {
  return page.locator(WIZARD);
}

export function heading(page: Page): Locator {
  return wizard(page).getByRole("heading", { level: 1 });
}

/** Single-portion dish cards: adding one puts exactly one meal in the box. */
export function singleDishes(page: Page): Locator {
  return wizard(page)
    .locator(".weekbox-dish-card")
    .filter({ hasNot: page.getByText(/Added \d+ at a time/) });
}

export function cartStatus(page: Page): Locator {
  return wizard(page).locator(".weekbox-box-panel-status");
}

export function query(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** No step load, cart change or delivery action waiting for the server. */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.weekbox-wizard[aria-busy="true"], [data-pending], .weekbox-dish-filters[aria-busy="true"], .weekbox-delivery[aria-busy="true"], .weekbox-wizard-loading',
      ),
    undefined,
    { timeout },
  );
}

/** Opens /mealbox with `search` (e.g. "?meal=3&people=2&state=compose") on `baseUrl`, in `lang`, and waits for the step. */
export async function openWizard(page: Page, baseUrl: string, search: string, lang?: string): Promise<void> {
  await page.goto(`${baseUrl}${lang ? `/${lang}` : ""}/mealbox${search}`);
  await wizard(page).waitFor();
  await settled(page);
}

/** Adds single-portion dishes until the box holds `meals` meals; returns their names. */
export async function fillBox(page: Page, meals: number): Promise<string[]> {
  const names: string[] = [];
  for (let added = 0; added < meals; added++) {
    const card = singleDishes(page).first();
    const name = (await card.locator(".weekbox-dish-name").innerText()).trim();
    await card.getByRole("button", { name: `Add ${name}`, exact: true }).click();
    await settled(page);
    names.push(name);
  }
  return names;
}

/** An OdooSession carrying the browser context's cookies (the same visitor, for RPC checks). */
export async function sessionOf(context: BrowserContext, baseUrl: string): Promise<OdooSession> {
  const session = new OdooSession(baseUrl);
  for (const cookie of await context.cookies(baseUrl)) session.setCookie(cookie.name, cookie.value);
  return session;
}

/** Gives the browser context `session`'s Odoo session: the browser becomes that visitor or user. */
export async function shareSession(context: BrowserContext, session: OdooSession): Promise<void> {
  const { hostname } = new URL(session.baseUrl);
  if (!session.sessionId) throw new Error("the session has no session_id cookie");
  await context.addCookies([
    { name: "session_id", value: session.sessionId, domain: hostname, path: "/", httpOnly: true },
  ]);
}

/** On the delivery step (`step`), picks the first delivery option, if the step offers any. */
export async function pickFirstDeliveryOption(page: Page, step: Locator): Promise<void> {
  const options = step.getByRole("radiogroup", { name: "Delivery option" }).locator(".weekbox-card-radio");
  if (await options.count()) {
    await options.first().click();
    await settled(page);
  }
}

/** Closes every toast on the page (none: no waiting) and waits until they are gone. */
export async function closeAllToasts(page: Page): Promise<void> {
  const close = page.locator(".weekbox-toast-close");
  for (let left = 10; left > 0 && (await close.count()) > 0; left--)
    await close
      .first()
      .click()
      .catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector(".weekbox-toast"));
}

/**
 * Resolves once the page stops changing size after a resize: fonts loaded, images
 * complete, and the page's height and width the same over 5 animation frames.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 10_000;
        let last = "";
        let same = 0;
        const tick = () => {
          const root = document.documentElement;
          const now = `${root.scrollWidth}x${root.scrollHeight}`;
          const ready = [...document.images].every((img) => img.complete);
          same = now === last && ready ? same + 1 : 0;
          last = now;
          if (same >= 5 || performance.now() > deadline) resolve();
          else requestAnimationFrame(tick);
        };
        void document.fonts.ready.then(() => requestAnimationFrame(tick));
      }),
  );
}
