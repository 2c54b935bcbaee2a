// Subscribing at the end of the wizard (issue #33), in Debian's Chromium on the real
// pages: a new portal customer (unique to the run) composes a box of the run's own
// week menu, picks it up at the run's own store (test/harness/mealbox-fixtures.ts) on
// a date of its own, presses "Subscribe weekly" beside Pay,
// lands on the contract form filled in with that box, adds a NEW demo card through the
// payment form under it (the demo provider's tokenisation; the page reloads and the
// form comes back as it was, the new card chosen), consents and double-clicks
// Subscribe: exactly one subscription, checked by admin RPC. Any day and hour: the
// store's dates and the start weeks are whatever the server offers now, and the
// browser's clock (the card's expiry check) runs from the server's now.
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { createBrusselsPortalUser, portalUserRefs, uniqueStamp } from "../harness/brussels-portal-user";
import { callKw as adminCall } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { openLoopbackPage } from "../harness/loopback-page";
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
import { loginThroughForm } from "../harness/odoo-login-form";
import { loginAs, OdooSession } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import { TEST_CARDS } from "../integration/payment-shop-order";
import { CARD_LIMIT, liftVisitorLimitForSuite } from "../harness/visitor-limits";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const DELIVERY = '[data-widget="mealbox-delivery"][data-widget-state="mounted"]';
const CONTRACT = '[data-widget="mealbox-subscription-form"][data-widget-state="mounted"]';
const PAYMENT_FORM = '[data-widget="payment-form"][data-widget-state="mounted"]';
const SIZE = { meals: 3, people: 2 };
const skip = chromiumSkipReason();
const describeBrowser = skip ? describe.skip : describeWithOdoo;

type SubscriptionRow = {
  id: number;
  state: string;
  meals: number;
  people: number;
  delivery_type: string;
  store_id: [number, string] | false;
  weekday: string;
  start_week: string;
  token_id: [number, string] | false;
  consent_date: string | false;
  consent_text: string | false;
  form_key: string | false;
};

/** The browser's own session, for RPC calls made by the test as that customer. */
async function browserSession(context: BrowserContext): Promise<OdooSession> {
  const session = new OdooSession(odooUrl());
  for (const cookie of await context.cookies()) session.setCookie(cookie.name, cookie.value);
  return session;
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.weekbox-delivery[aria-busy="true"], [data-pending]'),
  );
}

/** "YYYY-MM-DD" → Monday 0 … Sunday 6, as Python's weekday(). */
function weekdayOf(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

describeBrowser(`subscribing at the end of the wizard${skip ? ` [skipped: ${skip}]` : ""}`, () => {
  // Its card payments count against the test machine's address: lifted while it runs, removed after.
  liftVisitorLimitForSuite(CARD_LIMIT);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: OdooSession;
  const blocked: string[] = [];
  const pageErrors: string[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  let menu: MealboxMenu | undefined;
  let boxes: MealboxBoxes | undefined;
  let ownStore: MealboxStore;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    menu = await createWeekMenu(admin);
    // The run's own box sizes: the visitor's box is not the demo data's.
    boxes = await createBoxSizes(admin);
    ownStore = await createPickupStore(admin);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
    await ownStore?.remove();
    await menu?.remove();
    await boxes?.remove();
    await browser?.close();
  });
  beforeEach(async () => {
    ({ context, page } = await openLoopbackPage(browser, {
      blocked,
      pageErrors,
      timezoneId: "Europe/Brussels",
    }));
    await pinBrowserClock(context);
  });
  afterEach(async () => {
    await context.close();
  });

  test("should subscribe from the delivery step with a new demo card, once for a double click", async () => {
    const stamp = uniqueStamp();
    const login = `wbsub-${stamp}@example.com`;
    const password = `pw-${stamp}`;
    const { userId, partnerId } = await createBrusselsPortalUser(admin, await portalUserRefs(admin), {
      name: `Subscriber ${stamp}`,
      login,
      password,
    });
    cleanups.push(async () => {
      // The run's subscriptions end with it: the weekly run never charges a test's customer.
      const ids = await adminCall<number[]>(admin, "mealbox.subscription", "search", [
        [["partner_id", "=", partnerId]],
      ]);
      await adminCall(admin, "mealbox.subscription", "write", [
        ids,
        { state: "cancelled", cancel_reason: "end of the browser test" },
      ]);
      await adminCall(admin, "res.users", "write", [[userId], { active: false }]);
    });

    await loginThroughForm(page, login, password);
    const { order_id: orderId } = await composeFullBox(widgetRpcClient(await browserSession(context)), SIZE);

    // The wizard's delivery step: pick-up at the run's store, on its first date.
    await page.goto(
      `${odooUrl()}/mealbox?meal=${SIZE.meals}&people=${SIZE.people}&state=delivery&order_id=${orderId}`,
    );
    const step = page.locator(DELIVERY);
    await step.getByRole("button", { name: /^Pay/ }).waitFor();
    await settled(page);
    if (!(await step.getByRole("radio", { name: "Pick-up at a store" }).isChecked()))
      await step.locator(".weekbox-mode-radio", { hasText: "Pick-up at a store" }).click();
    await settled(page);
    await step.getByTestId("store-choice").filter({ hasText: ownStore.name }).click();
    const chosen = step.getByTestId("chosen-store");
    await chosen.getByText(ownStore.name).waitFor();
    await settled(page);
    const dates = chosen.getByRole("combobox", { name: "Pick-up date" });
    const date = (await dates.locator("option").nth(1).getAttribute("value")) ?? "";
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dates.selectOption(date);
    await settled(page);

    const subscribe = step.getByRole("link", { name: "Subscribe weekly" });
    await expect(subscribe.getAttribute("href")).resolves.toBe(
      `/my/subscriptions/new?order_id=${orderId}&date=${date}`,
    );
    await subscribe.click();
    await page.waitForURL(/\/my\/subscriptions\/new\?/);

    // The contract form, filled in with the wizard's box.
    const form = page.locator(CONTRACT);
    await form.getByRole("button", { name: "Subscribe" }).waitFor();
    const store = { id: ownStore.id };
    const weekday = weekdayOf(date);
    await expect(form.getByRole("combobox", { name: "Box size" }).inputValue()).resolves.toBe("3x2");
    await expect(form.getByRole("radio", { name: "Pick-up at a store" }).isChecked()).resolves.toBe(true);
    await expect(form.getByRole("combobox", { name: "Pick-up store" }).inputValue()).resolves.toBe(
      String(store.id),
    );
    const day = form
      .getByRole("radiogroup", { name: "Delivery day, each week" })
      .getByRole("radio", { checked: true });
    await expect(day.getAttribute("value")).resolves.toBe(String(weekday));
    const startWeek = form
      .getByRole("radiogroup", { name: "First box" })
      .getByRole("radio", { checked: true });
    const weekStart = (await startWeek.getAttribute("value")) ?? "";
    expect(weekStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await form.getByText(/You have no saved card yet/).waitFor();
    // Submitting without a card: the form says why and sends nothing.
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByText("Please choose one of your saved cards.").waitFor();
    expect(page.url()).toContain("/my/subscriptions/new?");
    // A diet, to see it kept across the add-card reload.
    const diets = form.locator(".weekbox-contract-diets .weekbox-checkbox");
    const dietName = (await diets.count()) > 0 ? ((await diets.first().textContent()) ?? "").trim() : "";
    if (dietName) await diets.first().click();

    // A new card through the payment form under it (the demo provider's own card entry).
    const payment = page.locator(PAYMENT_FORM);
    await payment.locator(".weekbox-payment-submit").waitFor();
    const cardOption = payment
      .locator(".weekbox-payment-option")
      .filter({ has: page.locator('label.weekbox-payment-radio[data-provider="demo"]') })
      .filter({ has: page.locator(".weekbox-payment-option-label").getByText("Card", { exact: true }) });
    await cardOption.locator("label.weekbox-payment-radio").click();
    await payment.getByLabel("Card number").pressSequentially(TEST_CARDS.accepted.replace(/\s/g, ""));
    await payment.getByLabel("Expiry date (MM / YY)").pressSequentially("1239");
    await payment.getByLabel("Security code (CVC)").pressSequentially("123");
    await payment.getByLabel("Security code (CVC)").blur();
    await payment.getByRole("button", { name: "Add payment method", exact: true }).click();

    // Back on the contract form (a reload), as the customer left it, the new card chosen.
    const card: Locator = form
      .getByRole("radiogroup", { name: "Saved card" })
      .getByRole("radio", { name: /4242/ });
    await card.waitFor({ timeout: 90_000 });
    await expect(card.isChecked()).resolves.toBe(true);
    expect(page.url()).toContain(`order_id=${orderId}`);
    await expect(form.getByRole("combobox", { name: "Pick-up store" }).inputValue()).resolves.toBe(
      String(store.id),
    );
    await expect(startWeek.getAttribute("value")).resolves.toBe(weekStart);
    if (dietName)
      await expect(form.getByRole("checkbox", { name: dietName }).isChecked()).resolves.toBe(true);

    const consent = form.getByRole("checkbox", { name: /charges my card/ });
    await form.locator(".weekbox-contract-consent").click();
    await expect(consent.isChecked()).resolves.toBe(true);
    expect(await seriousAxeViolations(page, [CONTRACT])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "mealbox-subscribe-form-1280.png"), fullPage: true });

    // A double click: one POST, one subscription.
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/my/subscriptions/new")
        posts.push(request.url());
    });
    await form.getByRole("button", { name: "Subscribe" }).dblclick();
    await page
      .waitForURL(/\/my\/subscriptions\/\d+\?subscribed=1/, { timeout: 60_000 })
      .catch(async (error: unknown) => {
        // The form again: the server's refusal says why.
        const refusal = await page.locator(".weekbox-contract-form .weekbox-alert").allInnerTexts();
        throw new Error(`not subscribed: ${JSON.stringify(refusal)} (${String(error)})`);
      });
    expect(posts).toHaveLength(1);

    const rows = await adminCall<SubscriptionRow[]>(
      admin,
      "mealbox.subscription",
      "search_read",
      [[["partner_id", "=", partnerId]]],
      {
        fields: [
          "state",
          "meals",
          "people",
          "delivery_type",
          "store_id",
          "weekday",
          "start_week",
          "token_id",
          "consent_date",
          "consent_text",
          "form_key",
        ],
      },
    );
    expect(rows).toHaveLength(1);
    const [subscription] = rows;
    expect(page.url()).toContain(`/my/subscriptions/${subscription!.id}?subscribed=1`);
    expect(subscription).toMatchObject({
      state: "active",
      meals: SIZE.meals,
      people: SIZE.people,
      delivery_type: "pick_store",
      store_id: [store.id, expect.stringContaining(ownStore.name)],
      weekday: String(weekday),
      start_week: weekStart,
    });
    expect(subscription!.token_id && subscription!.token_id[1]).toMatch(/4242/);
    expect(subscription!.consent_date).toBeTruthy();
    expect(subscription!.consent_text).toMatch(/4242/);
    const [token] = await adminCall<{ partner_id: [number, string] }[]>(admin, "payment.token", "read", [
      [subscription!.token_id && subscription!.token_id[0]],
      ["partner_id"],
    ]);
    expect(token!.partner_id[0]).toBe(partnerId);
    expect(pageErrors).toEqual([]);
  });
});
