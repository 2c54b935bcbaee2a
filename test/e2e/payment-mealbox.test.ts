// Paying a MEAL-BOX order (not a plain /shop cart) with the payment widget and
// the demo provider of website_sale_payment_widget_demo, in Debian's Chromium:
// a fresh portal customer logs in through Odoo's login form; the browser
// session's own cart becomes a full meal box prepared for a store pick-up by
// the delivery step's RPC routes (same session_id cookie as the browser); it
// is paid with a new card through the 3-D Secure challenge page, then the next
// meal box is paid with the saved card. Checked in the back office by admin
// RPC. Every request leaving 127.0.0.1 is blocked. The box holds dishes of the
// run's own week menu and is collected at the run's own store
// (test/harness/mealbox-fixtures.ts); the browser's clock (the card's expiry
// check) runs from the server's now.
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { openLoopbackPage } from "../harness/loopback-page";
import { loginThroughForm } from "../harness/odoo-login-form";
import { composeFullBox } from "../harness/mealbox-flow";
import {
  createBoxSizes,
  createPickupStore,
  createWeekMenu,
  pinBrowserClock,
  type MealboxBoxes,
  type MealboxMenu,
  type MealboxStore,
} from "../harness/mealbox-fixtures";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs, OdooSession } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import { callKw } from "../harness/call-kw";
import { createPortalCustomer, TEST_CARDS, type Customer } from "../integration/payment-shop-order";
import { CARD_LIMIT, liftVisitorLimitForSuite } from "../harness/visitor-limits";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const PAYMENT_FORM = '[data-widget="payment-form"][data-widget-state="mounted"]';
const SIZE = { meals: 3, people: 2 };
// Paying runs Odoo's post-processing (order confirmation, e-mail with a PDF).
const PAYMENT_TIMEOUT = 90_000;
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

/** Pay's name: "Pay", or "Pay 18.17 €" once the page gives the order's currency. */
const PAY = /^Pay(\s|$)/;

/**
 * Ticks "I agree to the terms and conditions" when the website asks for it
 * (Odoo's "Accept Terms & Conditions" option): Pay waits for it.
 */
async function acceptTermsIfAsked(form: Locator) {
  const terms = form.getByRole("checkbox", { name: "I agree to the terms and conditions" });
  if ((await terms.count()) > 0 && !(await terms.isChecked())) {
    await form.locator(".weekbox-payment-terms-checkbox").click();
  }
}

type MealboxOrder = {
  id: number;
  name: string;
  state: string;
  is_mealbox: boolean;
  partner_id: [number, string];
  mealbox_delivery_type: string | false;
  mealbox_delivery_date: string | false;
  mealbox_store_id: [number, string] | false;
  carrier_id: [number, string] | false;
  transaction_ids: number[];
};

type Transaction = {
  id: number;
  state: string;
  partner_id: [number, string];
  token_id: [number, string] | false;
};

type Token = { id: number; payment_details: string | false; provider_code: string; active: boolean };

async function readMealboxOrder(admin: OdooSession, orderId: number): Promise<MealboxOrder> {
  const [order] = await callKw<MealboxOrder[]>(admin, "sale.order", "read", [
    [orderId],
    [
      "name",
      "state",
      "is_mealbox",
      "partner_id",
      "mealbox_delivery_type",
      "mealbox_delivery_date",
      "mealbox_store_id",
      "carrier_id",
      "transaction_ids",
    ],
  ]);
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
}

async function readTransactions(admin: OdooSession, ids: number[]): Promise<Transaction[]> {
  return callKw(admin, "payment.transaction", "read", [ids, ["state", "partner_id", "token_id"]]);
}

async function readTokens(admin: OdooSession, partnerId: number): Promise<Token[]> {
  return callKw(admin, "payment.token", "search_read", [[["partner_id", "=", partnerId]]], {
    fields: ["payment_details", "provider_code", "active"],
  });
}

/** The browser's own Odoo session (its session_id cookie), for the test's RPC calls. */
async function browserSession(context: BrowserContext): Promise<OdooSession> {
  const session = new OdooSession(odooUrl());
  const cookies = await context.cookies(odooUrl());
  const sessionId = cookies.find((cookie) => cookie.name === "session_id");
  if (!sessionId) throw new Error("the browser has no session_id cookie");
  session.setCookie("session_id", sessionId.value);
  return session;
}

/**
 * The browser session's cart becomes a full meal box, ready to pay: billing
 * address by /mealbox/checkout, a pick-up store and its first date by
 * /pickup/list, the pay checks by /add/details.
 */
async function prepareMealboxOrder(
  session: OdooSession,
  customer: Customer,
  ownStore: MealboxStore,
): Promise<{ orderId: number; storeId: number; storeName: string; date: string }> {
  const client = widgetRpcClient(session);
  const box = await composeFullBox(client, SIZE);
  const orderId = box.order_id;
  const summary = await client.call("/mealbox/address", {
    meal_no: SIZE.meals,
    person: SIZE.people,
    order_id: orderId,
    delivery_type: "pick_store",
  });
  expect(summary.partner_id).toBe(customer.partnerId);
  const belgium = summary.country.find((country) => country.code === "BE");
  if (!belgium) throw new Error("no Belgium among the address form's countries");
  await client.call("/mealbox/checkout", {
    name: "Payment Mealbox",
    email: customer.login,
    phone: "+32 2 123 45 67",
    street: "Rue Neuve 1",
    zip: "1000",
    city: "Bruxelles",
    country_id: belgium.id,
    delivery_type: "pick_store",
    delivery_bill: "billing",
    is_ship: 1,
    partner: customer.partnerId,
    order_id: orderId,
  });
  // The run's store (every other store may be listed too).
  const store = summary.store_names_list.find((row) => row.id === ownStore.id);
  if (!store) throw new Error(`the run's store ${ownStore.name} is not offered`);
  const pickup = await client.call("/pickup/list", { store_id: store.id, order_id: orderId });
  const date = pickup.delivery_period_list[0];
  if (!date) throw new Error(`no pick-up date at ${store.store_name}: ${pickup.message}`);
  const details = await client.call("/add/details", {
    order_id: orderId,
    delivery_type: "pick_store",
    delivery_date: date,
    store_id: store.id,
    is_individual: 0,
  });
  expect(details).toMatchObject({ order_id: orderId, ready: true, payment_url: "/shop/payment" });
  return { orderId, storeId: store.id, storeName: store.store_name, date };
}

describeBrowser(`payment of a meal box${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  // Its card payments count against the test machine's address: lifted while it runs, removed after.
  liftVisitorLimitForSuite(CARD_LIMIT);
  let browser: Browser;
  let admin: OdooSession;
  let customer: Customer;
  let menu: MealboxMenu | undefined;
  let boxes: MealboxBoxes | undefined;
  let store: MealboxStore | undefined;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const blocked: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    customer = await createPortalCustomer("mealbox");
    menu = await createWeekMenu(admin);
    // The run's own box sizes: the visitor's box is not the demo data's.
    boxes = await createBoxSizes(admin);
    store = await createPickupStore(admin);
  });
  afterAll(async () => {
    await store?.remove();
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
      viewport: { width: 1280, height: 1000 },
      timezoneId: "Europe/Brussels",
    }));
    await pinBrowserClock(context);
  });
  afterEach(async () => {
    await context.close();
  });

  /** Logs in, prepares the browser session's meal box and opens /shop/payment. */
  async function openMealboxCheckout() {
    await loginThroughForm(page, customer.login, customer.password);
    const prepared = await prepareMealboxOrder(await browserSession(context), customer, store!);
    await page.goto(`${odooUrl()}/shop/payment`);
    const form = page.locator(PAYMENT_FORM);
    await form
      .getByRole("button", { name: PAY })
      .waitFor()
      .catch(async (error: unknown) => {
        await page.screenshot({ path: path.join(ARTIFACTS, "payment-mealbox-failed.png"), fullPage: true });
        throw error;
      });
    // The page pays the browser's cart: the meal box just prepared.
    const props = JSON.parse(
      (await page.locator('[data-widget="payment-form"]').getAttribute("data-props"))!,
    ) as {
      orderId?: number;
    };
    expect(props.orderId).toBe(prepared.orderId);
    await acceptTermsIfAsked(form);
    return { ...prepared, form };
  }

  /** Picks an option the way a customer does: a click on its label. */
  async function choose(form: Locator, label: string) {
    const name = form.page().locator(".weekbox-payment-option-label").getByText(label, { exact: true });
    await form.locator("label.weekbox-payment-radio").filter({ has: name }).click();
  }

  async function expectConfirmed(orderId: number, storeId: number, date: string): Promise<MealboxOrder> {
    await page.waitForURL(/\/shop\/confirmation/, { timeout: PAYMENT_TIMEOUT });
    const order = await readMealboxOrder(admin, orderId);
    expect(order).toMatchObject({
      state: "sale",
      is_mealbox: true,
      partner_id: [customer.partnerId, expect.any(String)],
      mealbox_delivery_type: "pick_store",
      mealbox_delivery_date: date,
      mealbox_store_id: [storeId, expect.any(String)],
      carrier_id: [expect.any(Number), expect.any(String)],
    });
    return order;
  }

  /** The meal box's thank-you block and Odoo's payment status on the confirmation page. */
  async function expectThanks(storeName: string) {
    const thanks = page.locator('[data-widget="mealbox-thanks"][data-widget-state="mounted"]');
    await thanks.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await thanks.getByText(storeName).waitFor();
    const status = page
      .locator('[data-widget="payment-status"][data-widget-state="mounted"]')
      .getByRole("status");
    await expect(status.innerText()).resolves.toMatch(/Your payment has been successfully processed/);
  }

  test("should pay a meal box with a new card through a 3-D Secure challenge", async () => {
    const { orderId, storeId, storeName, date, form } = await openMealboxCheckout();
    await expect(readTokens(admin, customer.partnerId)).resolves.toEqual([]);
    await choose(form, "Card");
    await form.getByLabel("Card number").pressSequentially(TEST_CARDS.challenge.replace(/\s/g, ""));
    await form.getByLabel("Expiry date (MM / YY)").pressSequentially("1239");
    await form.getByLabel("Security code (CVC)").pressSequentially("123");
    await form.getByLabel("Security code (CVC)").blur();
    await expect(form.getByLabel("Card number").inputValue()).resolves.toBe("4000 0000 0000 3220");
    await expect(form.locator('[data-status="success"]').count()).resolves.toBe(3);
    // The customer asks to keep the card (off by default): the next meal box is paid with it.
    await form.locator(".weekbox-payment-save-card").click();
    await expect(form.getByRole("checkbox", { name: "Save my card" }).isChecked()).resolves.toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-mealbox-new-card.png"), fullPage: true });

    await form.getByRole("button", { name: PAY }).click();
    const complete = page.getByRole("button", { name: "Complete authentication" });
    await complete.waitFor({ timeout: 30_000 });
    await expect(page.locator("body").innerText()).resolves.toContain("VISA •••• 3220");
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-mealbox-3ds-challenge.png") });

    await complete.click();
    const order = await expectConfirmed(orderId, storeId, date);
    await expectThanks(storeName);
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-mealbox-confirmation.png"), fullPage: true });

    const transactions = await readTransactions(admin, order.transaction_ids);
    expect(transactions).toEqual([
      expect.objectContaining({
        state: "done",
        token_id: [expect.any(Number), expect.stringContaining("3220")],
      }),
    ]);
    const tokens = await readTokens(admin, customer.partnerId);
    expect(tokens).toEqual([expect.objectContaining({ provider_code: "demo", active: true })]);
    // Only the last 4 digits are kept.
    expect(tokens[0]!.payment_details).toBe("3220");
    expect(JSON.stringify(tokens)).not.toContain("4000000000003220");
    expect(blocked.every((url) => !new URL(url).hostname.startsWith("127."))).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test("should pay the next meal box with the saved card", async () => {
    const { orderId, storeId, storeName, date, form } = await openMealboxCheckout();
    // Odoo's payment page leads a meal box back to its wizard's delivery step, never
    // to the generic address and cart pages (issue #28).
    const delivery = `/mealbox?meal=${SIZE.meals}&people=${SIZE.people}&state=delivery&order_id=${orderId}`;
    const edit = page.locator("#shipping_and_billing a", { hasText: "Edit" });
    await expect(edit.getAttribute("href")).resolves.toBe(delivery);
    const back = page.getByRole("link", { name: "Back to delivery" });
    await expect(back.getAttribute("href")).resolves.toBe(delivery);
    await back.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === delivery);
    await page.locator('[data-widget="mealbox-delivery"][data-widget-state="mounted"]').waitFor();
    // The generic cart page (the header's cart link) continues the box in its wizard too,
    // never as an ordinary cart of 0,00 € dish lines with a Checkout button.
    await page.goto(`${odooUrl()}/shop/cart`);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === delivery);
    await page.locator('[data-widget="mealbox-delivery"][data-widget-state="mounted"]').waitFor();
    await page.goto(`${odooUrl()}/shop/payment`);
    await form.getByRole("button", { name: PAY }).waitFor();
    await acceptTermsIfAsked(form);
    // An unfinished box of the same customer (another device's): never the cart of the thank-you page.
    const [paid] = await callKw<{ website_id: [number, string] }[]>(admin, "sale.order", "read", [
      [orderId],
      ["website_id"],
    ]);
    const older = await callKw<number>(admin, "sale.order", "copy", [[orderId]]);
    await callKw(admin, "sale.order", "write", [[older], { website_id: paid?.website_id[0] }]);
    // The saved card is offered first, and chosen.
    const saved = form.getByRole("radio", { name: /VISA •••• 3220/ });
    await expect(saved.isChecked()).resolves.toBe(true);
    await expect(form.getByLabel("Card number").count()).resolves.toBe(0);
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-mealbox-saved-card.png"), fullPage: true });

    // A site with Google Analytics: gtag() records what the page sends.
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { weekboxGtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
    });
    const purchaseEvents = async () => {
      // Odoo's own tracking widget starts with its lazily loaded bundle.
      await page.waitForLoadState("networkidle");
      return page.evaluate(
        () =>
          (window as unknown as { weekboxGtagCalls: unknown[][] }).weekboxGtagCalls.filter(
            ([kind, name]) => kind === "event" && name === "purchase",
          ).length,
      );
    };

    await form.getByRole("button", { name: PAY }).click();
    const order = await expectConfirmed(orderId, storeId, date);
    await expectThanks(storeName);
    await page.screenshot({
      path: path.join(ARTIFACTS, "payment-mealbox-saved-confirmation.png"),
      fullPage: true,
    });
    // One thank-you heading and one purchase event per order, none on a reload.
    await expect(page.getByRole("heading", { name: /thank you for your order/i }).count()).resolves.toBe(1);
    await expect(purchaseEvents()).resolves.toBe(1);
    const cartLink = page.locator('[data-widget="shop-cart-link"]').first();
    const cartQuantity = async () =>
      (JSON.parse((await cartLink.getAttribute("data-props")) ?? "{}") as { cartQuantity?: number })
        .cartQuantity;
    await expect(cartQuantity()).resolves.toBe(0);
    await page.reload();
    await expectThanks(storeName);
    await expect(purchaseEvents()).resolves.toBe(0);
    // Once per order, whatever the browser remembers: none with a cleared storage either.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expectThanks(storeName);
    await expect(purchaseEvents()).resolves.toBe(0);
    await expect(cartQuantity()).resolves.toBe(0);
    await callKw(admin, "sale.order", "action_cancel", [[older]]);
    const [token] = await readTokens(admin, customer.partnerId);
    const transactions = await readTransactions(admin, order.transaction_ids);
    expect(transactions).toEqual([
      expect.objectContaining({ state: "done", token_id: [token!.id, expect.any(String)] }),
    ]);
    await expect(readTokens(admin, customer.partnerId)).resolves.toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
