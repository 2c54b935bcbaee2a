// The delivery step on the real /mealbox page in Debian's Chromium, as a portal
// customer of the test's own, with the run's own menu, zone, stores and promo code
// (test/harness/mealbox-fixtures.ts) and the browser's clock on the server's: home delivery (address form with street suggestions from a
// local test provider, option, date, remark, promo code) and pick-up by keyboard
// only (store list, never the map), each paid with the demo provider up to the
// thank-you page, then checked in the back office by admin RPC. Every request
// leaving 127.0.0.1 is blocked (map tiles included). Screenshots at 1280 and
// 375 px; axe-core on the step.
//
// The wizard's delivery step renders the `mealbox-delivery` island; should it
// not (older wizard), the test inserts `<div data-widget="mealbox-delivery">`
// into the /mealbox?state=delivery page: the registry mounts elements added later.
import { callKw as adminCall } from "../harness/call-kw";
import { seriousAxeViolations } from "../harness/axe";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { composeFullBox, openBox } from "../harness/mealbox-flow";
import {
  createBoxSizes,
  createDeliveryZone,
  createMealboxPromo,
  createPickupStore,
  createWeekMenu,
  pinBrowserClock,
  type MealboxBoxes,
  type MealboxMenu,
  type MealboxPromo,
  type MealboxStore,
  type MealboxZone,
} from "../harness/mealbox-fixtures";
import {
  belgianAddress,
  createThrowawayCustomer,
  type ThrowawayCustomer,
} from "../harness/throwaway-customer";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { CLS_BUDGET, PHONE, layoutShiftOf, throttleLikeAPhone } from "../harness/layout-shift";
import { openLoopbackPage } from "../harness/loopback-page";
import { loginThroughForm } from "../harness/odoo-login-form";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { closeAllToasts, layoutSettled, pickFirstDeliveryOption } from "../harness/wizard-page";
import { loginAs, OdooSession } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import { payWithDemo } from "../harness/pay-with-demo";
import { CARD_LIMIT, liftVisitorLimitForSuite } from "../harness/visitor-limits";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const DELIVERY = '[data-widget="mealbox-delivery"][data-widget-state="mounted"]';
const SIZE = { meals: 3, people: 2 };
/** The delivery step's own routes (routes/mealbox-delivery-routes.ts). */
const DELIVERY_RPC = new Set([
  "/mealbox/address",
  "/mealbox/state",
  "/mealbox/checkout",
  "/mealbox/shiping/address",
  "/pickup/list",
  "/delivery/option/details",
  "/add/details",
  "/check/promo",
  "/getmatches",
]);
const URL_PARAM = "website_sale_mealbox.autocomplete_url";
const KEY_PARAM = "website_sale_mealbox.autocomplete_key";
const skip = chromiumSkipReason();
const describeBrowser = skip ? describe.skip : describeWithOdoo;

type Suggestion = {
  label: string;
  highlights: [number, number][];
  precision: string;
  description: string;
  tags: string[];
  value: string;
  context: string;
};

/** A tiny address provider speaking the documented suggestion shape, on 127.0.0.1. */
function startProvider(): Promise<{ server: Server; url: string; terms: string[] }> {
  const terms: string[] = [];
  const server = createServer((request, response) => {
    const match = /\/international\/v1\/autocomplete\/([^/]+)\/([^/?]+)/.exec(request.url ?? "");
    const term = decodeURIComponent(match?.[2] ?? "");
    terms.push(term);
    const label = "Rue de la Loi 16, 1000 Bruxelles";
    const matches: Suggestion[] = label.toLowerCase().includes(term.toLowerCase())
      ? [
          {
            label,
            highlights: [[0, term.length]],
            precision: "Address",
            description: "",
            tags: [],
            value: "Rue de la Loi 16",
            context: "bel",
          },
          {
            label: "Rue de la Loi, 1040 Etterbeek",
            highlights: [[0, term.length]],
            precision: "Street",
            description: "",
            tags: ["unvalidated-housenumber"],
            value: "Rue de la Loi ",
            context: "bel-street",
          },
        ]
      : [];
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ newContext: "bel", matches }));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, terms });
    }),
  );
}

async function getParam(admin: OdooSession, key: string): Promise<string | false> {
  return adminCall<string | false>(admin, "ir.config_parameter", "get_param", [key]);
}

async function setParam(admin: OdooSession, key: string, value: string | false): Promise<void> {
  await adminCall(admin, "ir.config_parameter", "set_param", [key, value]);
}

/** The browser's own session, for RPC calls made by the test as that visitor. */
async function browserSession(context: BrowserContext): Promise<OdooSession> {
  const session = new OdooSession(odooUrl());
  for (const cookie of await context.cookies()) session.setCookie(cookie.name, cookie.value);
  return session;
}

/** Empties the customer's cart of dishes (if the wizard left any) and fills a full box. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function prepareBox(session: OdooSession): Promise<number> {
  const client = widgetRpcClient(session);
  for (let attempt = 0; attempt < 3; attempt++) {
    const box = await openBox(client, SIZE);
    if (box.product_in_cart.length === 0) break;
    for (const item of box.product_in_cart) {
      await client.call("/mealbox/remove/meal", {
        order_id: box.order_id,
        line_id: item.line_id,
        quantity: 0,
      });
    }
  }
  return (await composeFullBox(client, SIZE)).order_id;
}

async function openDeliveryStep(page: Page, orderId: number): Promise<Locator> {
  await page.goto(
    `${odooUrl()}/mealbox?meal=${SIZE.meals}&people=${SIZE.people}&state=delivery&order_id=${orderId}`,
  );
  await page.locator('[data-widget="mealbox-wizard"]').waitFor();
  const widget = page.locator(DELIVERY);
  await widget
    .getByRole("button", { name: /^Pay/ })
    .waitFor()
    .catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(ARTIFACTS, "mealbox-delivery-failed-1280.png") });
      throw error;
    });
  return widget;
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.weekbox-delivery[aria-busy="true"], [data-pending]'),
  );
}

/** A price as the widgets show it in English ("1,234.50 €", "-5.75 €") as a number. */
function amount(text: string): number {
  const value = Number(text.replace(/[^\d.-]/g, ""));
  if (!Number.isFinite(value) || !/\d/.test(text)) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  return value;
}

/** Reads `read()` until `done(value)` holds or the time is up, and returns the last value. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

async function screenshots(page: Page, name: string): Promise<void> {
  // Toasts over the page (if any) are closed first; no waiting when there is none.
  await closeAllToasts(page);
  const unscroll = await page.addStyleTag({
    content: "html, body, #wrapwrap { height: auto !important; overflow: visible !important; }",
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.min(height, 6000) });
    await layoutSettled(page);
    await page.screenshot({ path: path.join(ARTIFACTS, `mealbox-delivery-${name}-${width}.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ width, overflow }).toEqual({ width, overflow: 0 });
  }
  await unscroll.evaluate((style) => (style as HTMLStyleElement).remove());
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Presses Tab until `target` has the focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

type OrderRow = {
  id: number;
  state: string;
  mealbox_delivery_type: string | false;
  mealbox_delivery_date: string | false;
  mealbox_store_id: [number, string] | false;
  mealbox_remark: string | false;
  mealbox_is_individual: boolean;
  carrier_id: [number, string] | false;
  order_line: number[];
};

async function readOrder(admin: OdooSession, orderId: number) {
  const [order] = await adminCall<OrderRow[]>(admin, "sale.order", "search_read", [[["id", "=", orderId]]], {
    fields: [
      "state",
      "mealbox_delivery_type",
      "mealbox_delivery_date",
      "mealbox_store_id",
      "mealbox_remark",
      "mealbox_is_individual",
      "carrier_id",
      "order_line",
    ],
  });
  if (!order) throw new Error(`no order ${orderId}`);
  const lines = await adminCall<
    { name: string; is_reward_line: boolean; is_delivery: boolean; price_total: number }[]
  >(admin, "sale.order.line", "search_read", [[["order_id", "=", orderId]]], {
    fields: ["name", "is_reward_line", "is_delivery", "price_total"],
  });
  return { order, lines };
}

/**
 * Records every toast the page shows (its text, once per toast element), from the
 * next navigation on and again after each reload; returns a reader of the list.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    Object.assign(window, { weekboxToastsShown: shown });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll(".weekbox-toast")) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        shown.push((toast.querySelector(".weekbox-toast-title")?.textContent ?? "").trim());
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => [
      ...((window as unknown as { weekboxToastsShown?: string[] }).weekboxToastsShown ?? []),
    ]);
}

/** The amount on the step's Pay button ("Pay 36.25 €"), or null when it shows none ("Pay"). */
async function payAmount(step: Locator): Promise<number | null> {
  const label = (await step.getByRole("button", { name: /^Pay/ }).innerText()).trim();
  return /\d/.test(label) ? amount(label) : null;
}

async function stepMode(step: Locator): Promise<string | null> {
  return step.locator(".weekbox-delivery").getAttribute("data-mode");
}

async function chooseMode(
  page: Page,
  step: Locator,
  mode: "Home delivery" | "Pick-up at a store",
): Promise<void> {
  if (!(await step.getByRole("radio", { name: mode, exact: true }).isChecked()))
    await step.locator(".weekbox-mode-radio", { hasText: mode }).click();
  await settled(page);
}

/**
 * After a delivery-step change: Pay shows what the order costs on the server now
 * (what /shop/payment charges once /add/details put the choice's carrier on it), as
 * the summary's total does; or no amount, and then the step waits for a choice
 * (several home options and none chosen, or no store yet). Returns the amount.
 */
async function expectPayIsOrderTotal(
  page: Page,
  step: Locator,
  admin: OdooSession,
  orderId: number,
  change: string,
): Promise<number | null> {
  await settled(page);
  const pay = await payAmount(step);
  if (pay === null) {
    const waitsForChoice =
      (await stepMode(step)) === "pick_store"
        ? (await step.getByTestId("chosen-store").count()) === 0
        : (await step
            .getByRole("radiogroup", { name: "Delivery option" })
            .getByRole("radio", { checked: true })
            .count()) === 0;
    expect({ change, pay, waitsForChoice }).toEqual({ change, pay, waitsForChoice: true });
    await expect(step.getByTestId("amount-total").innerText()).resolves.toBe("—");
    return null;
  }
  const [order] = await adminCall<{ amount_total: number }[]>(admin, "sale.order", "read", [
    [orderId],
    ["amount_total"],
  ]);
  expect({ change, pay }).toEqual({ change, pay: Math.round((order?.amount_total ?? NaN) * 100) / 100 });
  expect({ change, total: amount(await step.getByTestId("amount-total").innerText()) }).toEqual({
    change,
    total: pay,
  });
  return pay;
}

describeBrowser(`meal-box delivery step in the browser${skip ? ` [skipped: ${skip}]` : ""}`, () => {
  // Its card payments count against the test machine's address: lifted while it runs, removed after.
  liftVisitorLimitForSuite(CARD_LIMIT);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: OdooSession;
  let saved: { url: string | false; key: string | false };
  const pageErrors: string[] = [];
  const blocked: string[] = [];
  /** What a test changed outside its own order, undone after it (also when it fails). */
  const cleanups: (() => Promise<unknown>)[] = [];
  // The run's own world: this week's menu, a zone delivering the suggested
  // address's zip code (it comes before any other zone with that zip), two
  // stores (the second one is where pick-ups end), a promo code, and a new
  // customer per test (no earlier run's box, address or applied code).
  let menu: MealboxMenu;
  let boxes: MealboxBoxes | undefined;
  let zone: MealboxZone;
  let stores: MealboxStore[] = [];
  let promo: MealboxPromo;
  let customer: ThrowawayCustomer | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    menu = await createWeekMenu(admin);
    // The run's own box sizes: the visitor's box is not the demo data's.
    boxes = await createBoxSizes(admin);
    zone = await createDeliveryZone(admin, "1000");
    stores = [await createPickupStore(admin), await createPickupStore(admin)];
    promo = await createMealboxPromo(admin, 10);
    saved = { url: await getParam(admin, URL_PARAM), key: await getParam(admin, KEY_PARAM) };
    const [demo] = await adminCall<{ state: string }[]>(
      admin,
      "payment.provider",
      "search_read",
      [[["code", "=", "demo"]]],
      { fields: ["state"] },
    );
    expect(demo?.state).toMatch(/^(test|enabled)$/);
  });
  afterAll(async () => {
    if (admin && saved) {
      await setParam(admin, URL_PARAM, saved.url);
      await setParam(admin, KEY_PARAM, saved.key);
    }
    await promo?.remove();
    for (const store of stores) await store.remove();
    await zone?.remove();
    await menu?.remove();
    await boxes?.remove();
    await browser?.close();
  });
  beforeEach(async () => {
    blocked.length = 0;
    pageErrors.length = 0;
    ({ context, page } = await openLoopbackPage(browser, {
      blocked,
      pageErrors,
      timezoneId: "Europe/Brussels",
    }));
    // The dates offered and the card's expiry are read against the browser's now: the server's.
    await pinBrowserClock(context);
    customer = await createThrowawayCustomer(admin, "Delivery customer", await belgianAddress(admin));
  });
  afterEach(async () => {
    await context.close();
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
    await customer?.remove();
  });

  /** Logs the browser in as this test's customer. */
  const logIn = () => loginThroughForm(page, customer!.login, customer!.password);

  test("should deliver at home: address with suggestions, option, date, remark, promo, pay, thank you", async () => {
    const provider = await startProvider();
    try {
      await setParam(admin, URL_PARAM, provider.url);
      await setParam(admin, KEY_PARAM, "e2e-key");
      await logIn();
      const orderId = await prepareBox(await browserSession(context));
      const rpc: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && !request.url().includes("/web/"))
          rpc.push(new URL(request.url()).pathname);
      });
      await context.addCookies([{ name: "billing_city", value: "Gent", url: odooUrl() }]);
      const step = await openDeliveryStep(page, orderId);
      await settled(page);
      // The wizard around the island makes its own calls; the step's first paint is one request,
      // and the carrier of the choice when the order does not hold it yet (issue #15: the only
      // home option, chosen by default; a pick-up order's store carrier).
      const firstPaint = rpc.filter((route) => DELIVERY_RPC.has(route));
      expect(firstPaint[0]).toBe("/mealbox/address");
      expect(firstPaint.slice(1)).toEqual(firstPaint.length > 1 ? ["/delivery/option/details"] : []);

      const home = step.getByRole("radio", { name: "Home delivery", exact: true });
      if (!(await home.isChecked()))
        await step.locator(".weekbox-mode-radio", { hasText: "Home delivery" }).click();
      await settled(page);
      // The billing_city cookie is the billing address's city: a new shipping address
      // (maybe in another city or country) neither gets it nor is locked to it (issue #28).
      await step.getByRole("button", { name: "Add an address" }).click();
      const newCity = step.locator("form.weekbox-address-form").getByRole("textbox", { name: /City/ });
      await expect(newCity.inputValue()).resolves.toBe("");
      await expect(newCity.isEditable()).resolves.toBe(true);
      await step.locator("form.weekbox-address-form").getByRole("button", { name: "Cancel" }).click();
      await context.clearCookies({ name: "billing_city" });
      const existing = step.getByTestId("shipping-choice").filter({ hasText: "Rue de la Loi 16" });
      if (await existing.count()) {
        await existing.first().click();
        await settled(page);
        await step.getByRole("button", { name: "Edit shipping address" }).click();
      } else {
        await step.getByRole("button", { name: "Add an address" }).click();
      }
      const form = step.locator("form.weekbox-address-form");
      await form.getByRole("textbox", { name: /First name/ }).fill("Joel");
      await form.getByRole("textbox", { name: /Last name/ }).fill("Willis");
      await form.getByRole("textbox", { name: /^Email/ }).fill("joel.willis63@example.com");
      await form.getByRole("textbox", { name: /^Phone/ }).fill("+32 470 12 34 56");
      await form.getByRole("textbox", { name: /Zip code/ }).fill("");
      const street = form.getByRole("combobox", { name: /Street and number/ });
      await street.fill("");
      await street.pressSequentially("Rue de la", { delay: 20 });
      const option = page.getByRole("option", { name: /Rue de la Loi 16, 1000 Bruxelles/ });
      await option.waitFor();
      expect(await option.locator("mark").first().textContent()).toBe("Rue de la");
      await expect(page.getByRole("option", { name: /Etterbeek/ }).textContent()).resolves.toContain(
        "(unknown house number)",
      );
      await page.screenshot({ path: path.join(ARTIFACTS, "mealbox-delivery-autocomplete-1280.png") });
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(form.getByRole("textbox", { name: /Zip code/ }).inputValue()).resolves.toBe("1000");
      await expect(form.getByRole("textbox", { name: /City/ }).inputValue()).resolves.toBe("Bruxelles");
      expect(provider.terms.length).toBeGreaterThan(0);
      await form.getByRole("button", { name: "Save address" }).click();
      await form.waitFor({ state: "detached" });
      await settled(page);

      const options = step
        .getByRole("radiogroup", { name: "Delivery option" })
        .locator(".weekbox-card-radio");
      if (await options.count()) {
        await options.first().click();
        await settled(page);
      }
      const dates = step.getByRole("combobox", { name: "Delivery date" });
      const firstDate = await dates.locator("option").nth(1).getAttribute("value");
      await dates.selectOption(firstDate ?? "0");
      await step
        .getByRole("textbox", { name: "Remark for the delivery" })
        .fill("Leave it with the neighbours (e2e)");
      // (Saved on the order as ticked: the box may hold it already.)
      if (!(await step.getByRole("checkbox", { name: /individual/ }).isChecked()))
        await step.locator(".weekbox-checkbox").click();
      await expect(step.getByRole("checkbox", { name: /individual/ }).isChecked()).resolves.toBe(true);

      const total = async () => amount(await step.getByTestId("amount-total").innerText());
      const totalBefore = await total();
      const discountedBefore = (await step.getByTestId("discount-line").count()) > 0;
      await step.getByRole("textbox", { name: "Promo code" }).fill(promo.code);
      await step.getByRole("button", { name: "Apply" }).click();
      await step.getByText(/promo code is (already )?applied/).waitFor();
      const discountLine = step.getByTestId("discount-line").first();
      await expect(discountLine.textContent()).resolves.toContain(promo.code);
      const discount = amount(await discountLine.locator("dd").innerText());
      expect(discount).toBeLessThan(0);
      // 10% off: the total goes down by the discount line's amount (unchanged when it was applied already).
      const expected = discountedBefore ? totalBefore : totalBefore + discount;
      const totalAfter = await poll(total, (value) => Math.abs(value - expected) < 0.005);
      expect(totalAfter).toBeCloseTo(expected, 2);
      if (!discountedBefore) expect(totalAfter).toBeLessThan(totalBefore);

      expect(await seriousAxeViolations(page, ['[data-widget="mealbox-delivery"]'])).toEqual([]);
      await screenshots(page, "home");

      // Pay is one round trip (issue #15): the settled step sends /add/details alone.
      await settled(page);
      const beforePay = rpc.length;
      await step.getByRole("button", { name: /^Pay/ }).click();
      await page.waitForURL(/\/shop\/payment/, { waitUntil: "commit" });
      expect(rpc.slice(beforePay).filter((route) => DELIVERY_RPC.has(route))).toEqual(["/add/details"]);
      await payWithDemo(page, "mealbox-delivery-shop-payment-1280.png");
      const thanks = page.locator('[data-widget="mealbox-thanks"][data-widget-state="mounted"]');
      await thanks.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
      const events = await page.evaluate(
        () =>
          ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
            (e) => e.event === "purchase",
          ).length,
      );
      expect(events).toBe(1);
      await page.reload();
      await thanks.waitFor();
      expect(
        await page.evaluate(
          () =>
            ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
              (e) => e.event === "purchase",
            ).length,
        ),
      ).toBe(0);

      const { order, lines } = await readOrder(admin, orderId);
      expect(order).toMatchObject({
        state: "sale",
        mealbox_delivery_type: "delivery",
        mealbox_delivery_date: firstDate,
        mealbox_store_id: false,
        mealbox_remark: "Leave it with the neighbours (e2e)",
        mealbox_is_individual: true,
      });
      expect(lines.some((line) => line.is_reward_line && line.price_total < 0)).toBe(true);
      expect(lines.some((line) => line.is_delivery)).toBe(true);
      expect(blocked.every((url) => !new URL(url).hostname.startsWith("127."))).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      provider.server.close();
    }
  });

  test("should pick up at a store by keyboard only, without the map, and suggest from Odoo's data without a provider", async () => {
    await setParam(admin, KEY_PARAM, false);
    await logIn();
    const orderId = await prepareBox(await browserSession(context));
    // The home-delivery address is in Paris, outside every zone: a pick-up never depends on it (issue #28).
    const [france] = await adminCall<number[]>(admin, "res.country", "search", [[["code", "=", "FR"]]]);
    const [boxOrder] = await adminCall<{ partner_id: [number, string] }[]>(admin, "sale.order", "read", [
      [orderId],
      ["partner_id"],
    ]);
    const customer = boxOrder?.partner_id ?? [0, ""];
    const paris = await adminCall<number>(admin, "res.partner", "create", [
      {
        name: "Paris (e2e)",
        type: "delivery",
        parent_id: customer[0],
        street: "Rue de Rivoli 1",
        zip: "75001",
        city: "Paris",
        country_id: france,
        phone: "+33 1 23 45 67 89",
      },
    ]);
    await adminCall(admin, "sale.order", "write", [[orderId], { partner_shipping_id: paris }]);
    cleanups.push(async () => {
      // An order left unpaid (the test failed) ships home again; the Paris address goes.
      const [left] = await adminCall<{ state: string }[]>(admin, "sale.order", "read", [
        [orderId],
        ["state"],
      ]);
      if (left?.state === "draft")
        await adminCall(admin, "sale.order", "write", [[orderId], { partner_shipping_id: customer[0] }]);
      await adminCall(admin, "res.partner", "write", [[paris], { active: false }]);
    });
    const step = await openDeliveryStep(page, orderId);
    await settled(page);

    // No provider: Odoo's own localities answer.
    const suggestions = await page.evaluate(async () => {
      const response = await fetch("/getmatches", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", method: "call", params: { url: "brux" } }),
      });
      return ((await response.json()) as { result: { precision: string }[] }).result;
    });
    expect(suggestions.some((s) => s.precision === "Locality")).toBe(true);

    const homeRadio = step.getByRole("radio", { name: "Home delivery", exact: true });
    await page.locator("body").focus();
    await tabTo(page, step.getByRole("radiogroup", { name: /receive your box/ }));
    if (await homeRadio.isChecked()) await page.keyboard.press("ArrowRight");
    await expect(step.getByRole("radio", { name: "Pick-up at a store" }).isChecked()).resolves.toBe(true);

    const storeList = step.getByRole("radiogroup", { name: "Pick-up stores" });
    await tabTo(page, storeList);
    // Arrow keys move the choice along the list until the run's second store is chosen.
    const ownStore = storeList.getByRole("radio", { name: new RegExp(`^${escapeRegExp(stores[1]!.name)}`) });
    for (let moves = await storeList.getByRole("radio").count(); !(await ownStore.isChecked()); moves--) {
      if (moves === 0) throw new Error(`${stores[1]!.name} could not be reached with the arrow keys`);
      await page.keyboard.press("ArrowDown");
    }
    const chosen = step.getByTestId("chosen-store");
    await chosen.waitFor();
    await settled(page);
    const storeName = (await chosen.locator("strong").textContent()) ?? "";
    expect(await chosen.textContent()).toContain("Your chosen pick-up location");
    const dateSelect = chosen.getByRole("combobox", { name: "Pick-up date" });
    await expect(dateSelect.locator("option").first().textContent()).resolves.toBe("Choose a PickUp Date");
    await tabTo(page, dateSelect);
    await page.keyboard.press("ArrowDown");
    const date = await dateSelect.inputValue();
    expect(date).not.toBe("0");

    // The remark is for the store; "individual" is there too.
    await tabTo(page, step.getByRole("textbox", { name: "Remark for the store" }));
    // (Whatever remark the box holds is replaced.)
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Collected by my neighbour (e2e)");
    await tabTo(page, step.getByRole("checkbox", { name: /individual/ }));
    if (!(await step.getByRole("checkbox", { name: /individual/ }).isChecked()))
      await page.keyboard.press("Space");
    await expect(step.getByRole("checkbox", { name: /individual/ }).isChecked()).resolves.toBe(true);

    await tabTo(page, step.getByRole("textbox", { name: "Promo code" }));
    await page.keyboard.type(promo.code);
    await page.keyboard.press("Enter");
    await step.getByText(/promo code is (already )?applied/).waitFor();

    // The map came (Leaflet chunk), with its markers, although no tile could load.
    await step.locator(".weekbox-map.leaflet-container .weekbox-map-marker").first().waitFor();
    expect(blocked.some((url) => url.includes("tile.openstreetmap.org"))).toBe(true);
    // Markers sit on the map (Leaflet positions them even without tiles). The
    // spec's fixed view (50.5039, 4.4699, zoom 8) can leave a far store at the
    // edge of a narrow map, so a marker may overhang the edge by its own size —
    // not more (a styling bug once drew them far outside).
    const inside = await page.evaluate(() => {
      const map = document.querySelector(".weekbox-map")?.getBoundingClientRect();
      return [...document.querySelectorAll(".weekbox-map-marker")].every((marker) => {
        const box = marker.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        return (
          map !== undefined &&
          x >= map.left - box.width &&
          x <= map.right + box.width &&
          y >= map.top - box.height &&
          y <= map.bottom + box.height
        );
      });
    });
    expect(inside).toBe(true);
    expect(await seriousAxeViolations(page, ['[data-widget="mealbox-delivery"]'])).toEqual([]);
    await screenshots(page, "pickup");

    await tabTo(page, step.getByRole("button", { name: /^Pay/ }));
    await page.keyboard.press("Enter");
    await payWithDemo(page);
    await page
      .locator('[data-widget="mealbox-thanks"][data-widget-state="mounted"]')
      .getByText(storeName)
      .waitFor();

    const { order, lines } = await readOrder(admin, orderId);
    expect(order).toMatchObject({
      state: "sale",
      mealbox_delivery_type: "pick_store",
      mealbox_delivery_date: date,
      mealbox_remark: "Collected by my neighbour (e2e)",
      mealbox_is_individual: true,
    });
    expect(order.mealbox_store_id && order.mealbox_store_id[1]).toBe(storeName);
    expect(lines.some((line) => line.is_reward_line)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test("should hold still as it loads on a slow phone, show on Pay what the payment page charges after every change, and each mode's alert once", async () => {
    // This test's own alerts, one per mode, shown from today on every website.
    const stamp = Date.now();
    const homeAlert = `Home delivery alert of the e2e run ${stamp}`;
    const pickupAlert = `Pick-up alert of the e2e run ${stamp}`;
    const alertIds = await adminCall<number[]>(admin, "mealbox.step.alert", "create", [
      [
        { step: "delivery", message: homeAlert, tone: "info", sequence: 1 },
        { step: "pickup", message: pickupAlert, tone: "info", sequence: 1 },
      ],
    ]);
    try {
      const toasts = await recordToasts(page);
      const shown = async (message: string) => (await toasts()).filter((text) => text === message).length;
      const shownOnce = async (message: string) =>
        expect(
          await poll(
            () => shown(message),
            (n) => n >= 1,
          ),
        ).toBe(1);
      await logIn();
      const orderId = await prepareBox(await browserSession(context));
      // Issue #30: on a slow phone the wizard, then the step's island, then its data come
      // one after the other; nothing in view is pushed down meanwhile (CLS ≤ 0.05: the
      // page and the island keep a screen's height until the step is there).
      await page.setViewportSize(PHONE.viewport);
      // 10 Mbps: the step's many files, uncompressed here, in seconds (the same phases).
      const fast = await throttleLikeAPhone(page, { downMbps: 10 });
      const step = await openDeliveryStep(page, orderId);
      const shift = await layoutShiftOf(page);
      await fast();
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(shift.value <= CLS_BUDGET ? [] : [`CLS ${shift.value.toFixed(3)}`, ...shift.shifts]).toEqual([]);
      const check = (change: string) => expectPayIsOrderTotal(page, step, admin, orderId, change);
      await check("first paint");
      // The load shows the alert of the side the order is on.
      await shownOnce((await stepMode(step)) === "pick_store" ? pickupAlert : homeAlert);

      await chooseMode(page, step, "Home delivery");
      await check("home delivery");
      await shownOnce(homeAlert);
      const options = step.getByRole("radiogroup", { name: "Delivery option" }).getByRole("radio");
      const optionCount = await options.count();
      for (let i = 0; i < optionCount; i++) {
        if (await options.nth(i).isDisabled()) continue;
        await step
          .getByRole("radiogroup", { name: "Delivery option" })
          .locator(".weekbox-card-radio")
          .nth(i)
          .click();
        // An option chosen: its total, on the order as on Pay.
        expect(await check(`home option ${i + 1}`)).not.toBeNull();
      }
      const homeDates = step.getByRole("combobox", { name: "Delivery date" });
      if (await homeDates.count()) {
        await homeDates.selectOption((await homeDates.locator("option").nth(1).getAttribute("value")) ?? "0");
        await check("home date");
      }

      await chooseMode(page, step, "Pick-up at a store");
      await check("pick-up");
      await shownOnce(pickupAlert);
      // The run's two stores, the first of the list (chosen on switching) last: its dates are picked below.
      for (const name of [stores[1]!.name, stores[0]!.name]) {
        await step.getByTestId("store-choice").filter({ hasText: name }).click();
        await step.getByTestId("chosen-store").getByText(name).waitFor();
        // A store chosen: the pick-up answer's totals, never the home fee.
        expect(await check(`store ${name}`)).not.toBeNull();
      }

      await chooseMode(page, step, "Home delivery");
      await check("home delivery again");
      await chooseMode(page, step, "Pick-up at a store");
      const pickupTotal = await check("pick-up again");
      expect(pickupTotal).not.toBeNull();
      // Each mode's alert once in the visit, however often the visitor switches.
      expect(await shown(homeAlert)).toBe(1);
      expect(await shown(pickupAlert)).toBe(1);

      await step.getByRole("textbox", { name: "Promo code" }).fill(promo.code);
      await step.getByRole("button", { name: "Apply" }).click();
      await step.getByText(/promo code is (already )?applied/).waitFor();
      await check("promo code");

      const pickupDates = step.getByTestId("chosen-store").getByRole("combobox", { name: "Pick-up date" });
      await pickupDates.selectOption(
        (await pickupDates.locator("option").nth(1).getAttribute("value")) ?? "0",
      );
      const shownOnPay = await check("pick-up date");
      // What the payment page asks is what Pay said.
      await step.getByRole("button", { name: /^Pay/ }).click();
      await page.waitForURL(/\/shop\/payment/);
      const form = page.locator('[data-widget="payment-form"]');
      await form.waitFor({ state: "attached" });
      const props = JSON.parse((await form.getAttribute("data-props")) ?? "{}") as { amount?: number };
      expect(props.amount).toBeCloseTo(shownOnPay ?? NaN, 2);
      expect(pageErrors).toEqual([]);
    } finally {
      await adminCall(admin, "mealbox.step.alert", "unlink", [alertIds]);
    }
  });

  test("should keep the date, the remark and the individual tick over a reload, and drop Pay's message once fixed", async () => {
    await logIn();
    const orderId = await prepareBox(await browserSession(context));
    let step = await openDeliveryStep(page, orderId);
    await settled(page);
    await chooseMode(page, step, "Home delivery");
    await pickFirstDeliveryOption(page, step);

    // Pay without a date: asked for; the message goes once a date is chosen.
    const dates = step.getByRole("combobox", { name: "Delivery date" });
    await dates.selectOption("0");
    await step.getByRole("button", { name: /^Pay/ }).click();
    const problem = step.locator(".weekbox-pay-problem");
    await expect(problem.innerText()).resolves.toContain("Please select delivery date");
    const { order: before } = await readOrder(admin, orderId);
    const offered = await dates
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== "0"));
    // Values the order does not hold already: what comes back after the reload is the visitor's.
    const date = offered.find((value) => value !== before.mealbox_delivery_date) ?? offered[0] ?? "0";
    await dates.selectOption(date);
    await problem.waitFor({ state: "detached" });

    const remark = `Gate code 1234 (e2e ${Date.now()})`;
    await step.getByRole("textbox", { name: "Remark for the delivery" }).fill(remark);
    const tick = !before.mealbox_is_individual;
    if ((await step.getByRole("checkbox", { name: /individual/ }).isChecked()) !== tick)
      await step.locator(".weekbox-checkbox").click();
    await expectPayIsOrderTotal(page, step, admin, orderId, "fields filled");

    await page.reload();
    step = page.locator(DELIVERY);
    await step.getByRole("button", { name: /^Pay/ }).waitFor();
    await settled(page);
    await expect(step.getByRole("combobox", { name: "Delivery date" }).inputValue()).resolves.toBe(date);
    await expect(step.getByRole("textbox", { name: "Remark for the delivery" }).inputValue()).resolves.toBe(
      remark,
    );
    await expect(step.getByRole("checkbox", { name: /individual/ }).isChecked()).resolves.toBe(tick);
    await expectPayIsOrderTotal(page, step, admin, orderId, "after the reload");
    // The remark and the tick are on the order as well (saved as typed and ticked),
    // for another tab or device: a new tab has nothing of this one's storage.
    const saved = await poll(
      async () => (await readOrder(admin, orderId)).order,
      (value) => value.mealbox_remark === remark && value.mealbox_is_individual === tick,
    );
    expect(saved).toMatchObject({ mealbox_remark: remark, mealbox_is_individual: tick });
    const otherTab = await context.newPage();
    await otherTab.goto(page.url());
    const otherStep = otherTab.locator(DELIVERY);
    await otherStep.getByRole("button", { name: /^Pay/ }).waitFor();
    await expect(otherStep.getByRole("textbox", { name: /^Remark for the/ }).inputValue()).resolves.toBe(
      remark,
    );
    await expect(otherStep.getByRole("checkbox", { name: /individual/ }).isChecked()).resolves.toBe(tick);
    await otherTab.close();

    // The box changed elsewhere (a dish taken out): Pay goes back to compose, which says why.
    const client = widgetRpcClient(await browserSession(context));
    const box = await openBox(client, SIZE);
    const [dish] = box.product_in_cart;
    if (!dish) throw new Error("the box holds no dish");
    await client.call("/mealbox/remove/meal", { order_id: orderId, line_id: dish.line_id, quantity: 0 });
    await step.getByRole("button", { name: /^Pay/ }).click();
    await page.waitForURL(/state=compose/);
    await page
      .locator('.weekbox-toast-region[data-placement="center"] .weekbox-toast')
      .filter({ hasText: "Your box is no longer complete: please check your meals." })
      .waitFor();
    expect(pageErrors).toEqual([]);
  });
});
