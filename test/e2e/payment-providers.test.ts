// Real providers in the payment widget, in Debian's Chromium: the options
// whose card form is the provider's own (Stripe in test mode; Odoo's demo
// method when a payment method is added) are paid through Odoo's own payment
// form hosted in our form (under the chosen option), Odoo's demo method is
// paid by the widget (a simulated payment), and
// a 3-D Secure challenge is a page reached by navigation that comes back with
// a word when it is cancelled.
//
// No network here: Stripe's remote script (js.stripe.com) is answered by a
// test double that records what Odoo's Stripe code asks of it, and Stripe's
// API is unreachable from Odoo (its refusal is what Pay ends with).
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core";
import { portalUserRefs, createBrusselsPortalUser, uniqueStamp } from "../harness/brussels-portal-user";
import { seriousAxeViolations } from "../harness/axe";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { eventually } from "../harness/eventually";
import {
  createPortalCustomer,
  loginCustomer,
  prepareShopOrder,
  readOrder,
  readTransactions,
  TEST_CARDS,
} from "../integration/payment-shop-order";
import { CARD_LIMIT, liftVisitorLimitForSuite } from "../harness/visitor-limits";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const PAYMENT_FORM = '[data-widget="payment-form"][data-widget-state="mounted"]';
const PAYMENT_STATUS = '[data-widget="payment-status"][data-widget-state="mounted"]';
const PAYMENT_TIMEOUT = 90_000;
const HOST = "#o_weekbox_inline_host";
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

/** Stands in for https://js.stripe.com/v3/ (unreachable here): records Odoo's calls. */
const FAKE_STRIPE_JS = `
window.__stripeCalls = [];
window.Stripe = function (key) {
  __stripeCalls.push(["Stripe", key]);
  return {
    elements(options) {
      __stripeCalls.push(["elements", options.mode, options.amount, options.currency]);
      return {
        create(type) {
          __stripeCalls.push(["create", type]);
          return {
            on() {},
            mount(element) {
              __stripeCalls.push(["mount", element.getAttribute("name")]);
              element.innerHTML = '<p class="weekbox-fake-stripe">Stripe payment element (test double)</p>';
            },
          };
        },
        update() {},
        submit() { __stripeCalls.push(["submit"]); return Promise.resolve({}); },
      };
    },
    confirmPayment() { __stripeCalls.push(["confirmPayment"]); return Promise.resolve({}); },
  };
};`;

type Calls = { url: string; body: string }[];

function recordRequests(page: Page, calls: Calls) {
  page.on("request", (request: Request) => {
    if (new URL(request.url()).host === new URL(odooUrl()).host && request.method() === "POST") {
      calls.push({ url: new URL(request.url()).pathname, body: request.postData() ?? "" });
    }
  });
}

describeBrowser(`payment with real providers${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  // Its card payments count against the test machine's address: lifted while it runs, removed after.
  liftVisitorLimitForSuite(CARD_LIMIT);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    pageErrors.length = 0;
  });
  afterEach(async () => {
    await context.close();
  });

  async function openPage(session: OdooSession, url: string): Promise<Locator> {
    await context.addCookies([{ name: "session_id", value: session.sessionId!, url: odooUrl() }]);
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(`${odooUrl()}${url}`);
    const form = page.locator(PAYMENT_FORM);
    await form.locator(".weekbox-payment-submit").waitFor();
    await acceptTermsIfAsked(form);
    return form;
  }

  /** The option row of a provider's payment method (labels repeat: "Card" is demo's and Stripe's). */
  function optionRow(form: Locator, providerCode: string, label: string): Locator {
    return form
      .locator(".weekbox-payment-option")
      .filter({ has: page.locator(`label.weekbox-payment-radio[data-provider="${providerCode}"]`) })
      .filter({ has: page.locator(".weekbox-payment-option-label").getByText(label, { exact: true }) });
  }

  async function choose(form: Locator, providerCode: string, label: string): Promise<Locator> {
    const row = optionRow(form, providerCode, label);
    await row.locator("label.weekbox-payment-radio").click();
    return row;
  }

  /**
   * `below` shows right under `row` (Odoo's form is placed by CSS, its DOM
   * place never changes). Read until it holds: the options' plain radios are
   * swapped for react-aria's after the first click, and a row replaced while
   * it is measured has no box (stop 42's CI).
   */
  async function expectRightUnder(row: Locator, below: Locator) {
    const gap = async () => {
      const [rowBox, belowBox] = await Promise.all([row.boundingBox(), below.boundingBox()]);
      return rowBox && belowBox ? Math.abs(belowBox.y - (rowBox.y + rowBox.height)) : null;
    };
    await eventually(gap, (value) => value !== null && value < 24, { what: "the gap under the row (px)" });
  }

  /** A new customer with a cart, on /shop/payment with the payment form mounted. */
  async function checkoutAs(
    label: string,
  ): Promise<{ session: OdooSession; orderId: number; form: Locator }> {
    const session = await loginCustomer(await createPortalCustomer(label));
    const orderId = (await prepareShopOrder(session)).orderId!;
    return { session, orderId, form: await openPage(session, "/shop/payment") };
  }

  /** The demo card that asks for 3-D Secure, typed in the widget's card option, then Pay or Add. */
  async function submitChallengeCard(form: Locator, action: "Pay" | "Add payment method") {
    await choose(form, "demo", "Card");
    await form.getByLabel("Card number").pressSequentially(TEST_CARDS.challenge.replace(/\s/g, ""));
    await form.getByLabel("Expiry date (MM / YY)").pressSequentially("1239");
    await form.getByLabel("Security code (CVC)").pressSequentially("123");
    await form.getByRole("button", action === "Pay" ? { name: PAY } : { name: action, exact: true }).click();
  }

  test("should pay with Odoo's demo method in the widget's own fields, a refusal first", async () => {
    const { orderId, form } = await checkoutAs("simulated");
    const calls: Calls = [];
    recordRequests(page, calls);

    const row = await choose(form, "demo", "Demo");
    // The widget's fields (no Odoo form hosted for it: the page needs no Odoo JS to pay).
    await row.getByLabel("Payment details (test data)").fill("4242 4242 4242 4242");
    const status = row.getByLabel("Payment status");
    await expect(status.inputValue()).resolves.toBe("done");
    await expect(form.locator(HOST).count()).resolves.toBe(0);
    await expect(form.getByLabel("Card number").count()).resolves.toBe(0);
    await expect(seriousAxeViolations(page, [PAYMENT_FORM])).resolves.toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-simulated-demo-1280.png") });

    // A simulated processing error: said in the option's form, nothing paid.
    await status.selectOption("error");
    await form.getByRole("button", { name: PAY }).click();
    const alert = row.getByRole("alert");
    await alert.waitFor({ timeout: PAYMENT_TIMEOUT });
    await expect(alert.innerText()).resolves.toMatch(/Payment refused/);
    expect(page.url()).toMatch(/\/shop\/payment/);

    // Then a successful one: paid, on the confirmation page.
    await status.selectOption("done");
    await form.getByRole("button", { name: PAY }).click();
    await page.waitForURL(/\/shop\/confirmation/, { timeout: PAYMENT_TIMEOUT });
    const confirmation = page.locator(PAYMENT_STATUS).getByRole("status");
    await confirmation.waitFor();
    await expect(confirmation.innerText()).resolves.toMatch(/Your payment has been successfully processed/);

    // Our form made it: two transactions (direct flow), each simulated once, then followed.
    const transactions = calls.filter((call) => call.url === "/shop/payment/transaction");
    expect(transactions.map((call) => JSON.parse(call.body).params)).toEqual([
      expect.objectContaining({ order_id: orderId, flow: "direct", tokenization_requested: false }),
      expect.objectContaining({ order_id: orderId, flow: "direct", tokenization_requested: false }),
    ]);
    const simulations = calls.filter((call) => call.url === "/payment/demo/simulate_payment");
    expect(simulations.map((call) => JSON.parse(call.body).params)).toEqual([
      expect.objectContaining({ payment_details: "4242 4242 4242 4242", simulated_state: "error" }),
      expect.objectContaining({ payment_details: "4242 4242 4242 4242", simulated_state: "done" }),
    ]);
    expect(calls.map((call) => call.url)).not.toContain("/payment/weekbox/token/create");
    const order = await readOrder(orderId);
    expect(order.state).toBe("sale");
    const states = (await readTransactions(order.transaction_ids)).map((tx) => tx.state);
    expect(states.sort()).toEqual(["done", "error"]);
    expect(pageErrors).toEqual([]);
  });

  test("should add a payment method through Odoo's demo form hosted in the widget", async () => {
    const customer = await createPortalCustomer("inline-add");
    const session = await loginCustomer(customer);
    const form = await openPage(session, "/my/payment_method");
    const calls: Calls = [];
    recordRequests(page, calls);
    await choose(form, "demo", "Demo");
    const paymentDetails = form.locator(`${HOST} #customer_input`);
    await paymentDetails.waitFor();
    await paymentDetails.fill("5678");
    await form.getByRole("button", { name: "Add payment method", exact: true }).click();

    // Odoo's validation flow (its /payment/transaction route) saves it, then the page shows it.
    await page.waitForURL(/\/my\/payment_method/);
    await page
      .locator(PAYMENT_FORM)
      .getByRole("radio", { name: /5678/ })
      .waitFor({ timeout: PAYMENT_TIMEOUT });
    const transaction = calls.find((call) => call.url === "/payment/transaction");
    expect(transaction && JSON.parse(transaction.body).params).toMatchObject({
      flow: "direct",
      is_validation: true,
    });
    expect(calls.map((call) => call.url)).not.toContain("/payment/weekbox/token/create");
    expect(pageErrors).toEqual([]);
  });

  test("should come back from a cancelled 3-D Secure challenge with a word, the order unpaid", async () => {
    const { orderId, form } = await checkoutAs("3ds-cancel");
    await submitChallengeCard(form, "Pay");

    await page.waitForURL(/\/payment\/weekbox_demo\/3ds\//, { timeout: 30_000 });
    const order = await readOrder(orderId);
    await expect(page.locator(".o_weekbox_demo_3ds").innerText()).resolves.toContain(order.name);
    // A page of its own: the website's scripts run on it.
    await page.waitForFunction(() => typeof (window as unknown as { odoo?: unknown }).odoo === "object");
    await expect(seriousAxeViolations(page, [".o_weekbox_demo_3ds"])).resolves.toEqual([]);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();

    await page.waitForURL(/\/shop\/payment/);
    const alert = page.locator(PAYMENT_FORM).getByRole("alert");
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toMatch(/You cancelled the verification with your bank/);
    // Said once: the parameter is gone from the address.
    await page.waitForFunction(() => !window.location.search.includes("payment_challenge"));
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-3ds-cancelled.png") });
    const after = await readOrder(orderId);
    expect(["draft", "sent"]).toContain(after.state);
    expect(pageErrors).toEqual([]);
  });

  test("should keep two challenges of two tabs apart", async () => {
    const { session, orderId, form: checkout } = await checkoutAs("3ds-tabs");
    const checkoutPage = page;
    const manage = await openPage(session, "/my/payment_method");
    const managePage = page;

    // Tab 1 pays the order, tab 2 adds a card: both reach their bank page.
    for (const [form, action] of [
      [checkout, "Pay"],
      [manage, "Add payment method"],
    ] as const) {
      page = form === checkout ? checkoutPage : managePage;
      await submitChallengeCard(form, action);
      await page.waitForURL(/\/payment\/weekbox_demo\/3ds\//, { timeout: 30_000 });
    }
    await expect(managePage.locator(".o_weekbox_demo_3ds").innerText()).resolves.toMatch(/adding this card/);
    await expect(checkoutPage.locator(".o_weekbox_demo_3ds").innerText()).resolves.toMatch(
      /confirm the payment of/,
    );

    // The card first (started last), then the payment: each goes its own way.
    await managePage.getByRole("button", { name: "Complete authentication" }).click();
    await managePage.waitForURL(/\/my\/payment_method/);
    await managePage
      .locator(PAYMENT_FORM)
      .getByRole("radio", { name: /•••• 3220/ })
      .waitFor();
    await checkoutPage.getByRole("button", { name: "Complete authentication" }).click();
    await checkoutPage.waitForURL(/\/shop\/confirmation/, { timeout: PAYMENT_TIMEOUT });
    expect((await readOrder(orderId)).state).toBe("sale");
    expect(pageErrors).toEqual([]);
  });

  describe("Stripe in test mode", () => {
    let admin: OdooSession;
    let stripeId: number;
    let restore: Record<string, unknown>;

    /** Stripe for Luxembourg only: no other suite's (Belgian) customer sees it. */
    beforeAll(async () => {
      admin = await loginAs("admin", "admin");
      const [ref] = await callKw<{ res_id: number }[]>(admin, "ir.model.data", "search_read", [
        [
          ["module", "=", "payment"],
          ["name", "=", "payment_provider_stripe"],
        ],
        ["res_id"],
      ]);
      stripeId = ref!.res_id;
      const [before] = await callKw<Record<string, unknown>[]>(admin, "payment.provider", "read", [
        [stripeId],
        ["state", "is_published", "available_country_ids", "sequence"],
      ]);
      restore = {
        state: before!.state,
        is_published: before!.is_published,
        sequence: before!.sequence,
        available_country_ids: [[6, 0, before!.available_country_ids]],
      };
      const [luxembourg] = await callKw<{ id: number }[]>(admin, "res.country", "search_read", [
        [["code", "=", "LU"]],
        ["id"],
      ]);
      await callKw(admin, "payment.provider", "write", [
        [stripeId],
        {
          state: "test",
          is_published: true,
          stripe_publishable_key: "pk_test_weekbox",
          stripe_secret_key: "sk_test_weekbox",
          available_country_ids: [[6, 0, [luxembourg!.id]]],
          // Before the demo provider: Odoo's form (hosted) shows the card with its first provider.
          sequence: 1,
        },
      ]);
    });
    afterAll(async () => {
      await callKw(admin, "payment.provider", "write", [[stripeId], restore]);
    });

    /** A customer in Luxembourg with a service in the cart (no delivery to choose). */
    async function luxembourgCheckout(): Promise<{ session: OdooSession; orderId: number }> {
      const refs = await portalUserRefs(admin);
      const stamp = uniqueStamp();
      const login = `wbpay-stripe-${stamp}@example.com`;
      const { partnerId } = await createBrusselsPortalUser(admin, refs, {
        name: `Payment Stripe ${stamp}`,
        login,
        password: `pw-${stamp}`,
      });
      const [luxembourg] = await callKw<{ id: number }[]>(admin, "res.country", "search_read", [
        [["code", "=", "LU"]],
        ["id"],
      ]);
      await callKw(admin, "res.partner", "write", [
        [partnerId],
        { street: "Grand-Rue 1", zip: "1660", city: "Luxembourg", country_id: luxembourg!.id },
      ]);
      const session = await loginAs(login, `pw-${stamp}`);
      const productId = await serviceProduct();
      await session.page("/shop");
      await session.jsonRpc("/shop/cart/update_json", { product_id: productId, add_qty: 1 });
      await session.page("/shop/checkout");
      await session.fetch("/shop/confirm_order");
      const orders = await callKw<{ id: number }[]>(admin, "sale.order", "search_read", [
        [["partner_id", "=", partnerId]],
        ["id"],
      ]);
      return { session, orderId: orders[0]!.id };
    }

    async function serviceProduct(): Promise<number> {
      const code = "WEEKBOX-TEST-SERVICE";
      const found = await callKw<number[]>(admin, "product.product", "search", [
        [["default_code", "=", code]],
      ]);
      if (found[0]) return found[0];
      return callKw<number>(admin, "product.product", "create", [
        {
          name: "Weekbox gift voucher (tests)",
          default_code: code,
          detailed_type: "service",
          list_price: 20,
          sale_ok: true,
          website_published: true,
          taxes_id: [[6, 0, []]],
        },
      ]);
    }

    test("should offer Stripe's card, start Stripe's own form under it and pay through Odoo's route", async () => {
      const { session, orderId } = await luxembourgCheckout();
      await context.route("https://js.stripe.com/**", (route) =>
        route.fulfill({ contentType: "application/javascript", body: FAKE_STRIPE_JS }),
      );
      const form = await openPage(session, "/shop/payment");
      const calls: Calls = [];
      recordRequests(page, calls);

      // Offered beside the demo provider's card, and the card entry is not ours.
      const row = await choose(form, "stripe", "Card");
      const container = form.locator(`${HOST} [name="o_stripe_element_container"]`);
      await container.locator(".weekbox-fake-stripe").waitFor();
      const stripeCalls = () =>
        page.evaluate(() => (window as unknown as { __stripeCalls: unknown[][] }).__stripeCalls);
      await expect(stripeCalls()).resolves.toEqual(
        expect.arrayContaining([
          ["Stripe", "pk_test_weekbox"],
          ["create", "payment"],
          ["mount", "o_stripe_element_container"],
        ]),
      );
      await expect(row.getByLabel("Card number").count()).resolves.toBe(0);
      await expectRightUnder(row, container);

      // Switching to the widget's own card and back: Stripe's mounted form is
      // never moved (a move reloads its iframes) nor mounted again.
      await page.evaluate(() => {
        const marked = window as unknown as { __hostParent?: Element | null };
        marked.__hostParent = document.getElementById("o_weekbox_inline_host")?.parentElement;
      });
      await choose(form, "demo", "Card");
      await form.getByLabel("Card number").waitFor();
      await expect(container.isVisible()).resolves.toBe(false);
      await choose(form, "stripe", "Card");
      await container.waitFor({ state: "visible" });
      await expect(
        page.evaluate(() => {
          const marked = window as unknown as { __hostParent?: Element | null };
          return document.getElementById("o_weekbox_inline_host")?.parentElement === marked.__hostParent;
        }),
      ).resolves.toBe(true);
      const mounts = (await stripeCalls()).filter((call) => call[0] === "mount");
      expect(mounts).toHaveLength(1);
      await page.screenshot({ path: path.join(ARTIFACTS, "payment-inline-stripe-1280.png") });

      await form.getByRole("button", { name: PAY }).click();
      // Odoo's Stripe code submits Stripe's elements, then asks Odoo for the
      // transaction (direct flow); Stripe's API is unreachable: Odoo's dialog says so.
      const dialog = page.getByRole("dialog").filter({ hasText: "Payment processing failed" });
      await dialog.waitFor({ timeout: PAYMENT_TIMEOUT });
      await expect(dialog.innerText()).resolves.toMatch(/Stripe/);
      await expect(dialog.innerText()).resolves.not.toMatch(/Traceback|File "/);
      await expect(stripeCalls()).resolves.toEqual(expect.arrayContaining([["submit"]]));
      const transaction = calls.find((call) => call.url === `/shop/payment/transaction/${orderId}`);
      expect(JSON.parse(transaction!.body).params).toMatchObject({ provider_id: stripeId, flow: "direct" });
      expect(calls.map((call) => call.url)).not.toContain("/payment/weekbox/token/create");
      await page.screenshot({ path: path.join(ARTIFACTS, "payment-inline-stripe-unreachable.png") });
      // Our form is free again once Odoo's is.
      await dialog.getByRole("button").first().click();
      await page.waitForFunction(
        () => !document.querySelector(".weekbox-payment-submit")?.hasAttribute("data-pending"),
      );
      expect(pageErrors).toEqual([]);
    });
  });
});
