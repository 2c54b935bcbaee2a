// The payment widgets on the real checkout, in Debian's Chromium, with the
// demo provider of website_sale_payment_widget_demo: a new card through a 3-D
// Secure challenge (a page reached by navigation), the saved card next time, its deletion with the
// linked-records warning, a wire transfer (redirect), and a declined card.
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import type { OdooSession } from "../harness/odoo-session";
import {
  createPortalCustomer,
  loginCustomer,
  prepareShopOrder,
  readOrder,
  readTransactions,
  TEST_CARDS,
  type Customer,
} from "../integration/payment-shop-order";
import { CARD_LIMIT, liftVisitorLimitForSuite } from "../harness/visitor-limits";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const PAYMENT_FORM = '[data-widget="payment-form"][data-widget-state="mounted"]';
const PAYMENT_STATUS = '[data-widget="payment-status"][data-widget-state="mounted"]';
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

describeBrowser(`payment on the checkout${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  // Its card payments count against the test machine's address: lifted while it runs, removed after.
  liftVisitorLimitForSuite(CARD_LIMIT);
  let browser: Browser;
  let customer: Customer;
  let session: OdooSession;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const paidOrders: number[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    customer = await createPortalCustomer("e2e");
    session = await loginCustomer(customer);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    await context.addCookies([{ name: "session_id", value: session.sessionId!, url: odooUrl() }]);
    page = await context.newPage();
    pageErrors.length = 0;
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  afterEach(async () => {
    await context.close();
  });

  /** A fresh cart with the suites' shop product, on /shop/payment, the payment form mounted. */
  async function openCheckout(): Promise<{ orderId: number; form: Locator }> {
    const props = await prepareShopOrder(session);
    await page.goto(`${odooUrl()}/shop/payment`);
    const form = page.locator(PAYMENT_FORM);
    await form.getByRole("button", { name: PAY }).waitFor();
    await acceptTermsIfAsked(form);
    return { orderId: props.orderId!, form };
  }

  /** Picks an option the way a customer does: a click on its label (the radio input itself is visually hidden). */
  async function choose(form: Locator, label: string) {
    // `has` is matched inside each label: build it from the page, not from the form.
    const name = form.page().locator(".weekbox-payment-option-label").getByText(label, { exact: true });
    await form.locator("label.weekbox-payment-radio").filter({ has: name }).click();
  }

  async function typeCard(form: Locator, number: string) {
    await choose(form, "Card");
    await form.getByLabel("Card number").pressSequentially(number.replace(/\s/g, ""));
    await form.getByLabel("Expiry date (MM / YY)").pressSequentially("1239");
    await form.getByLabel("Security code (CVC)").pressSequentially("123");
    await form.getByLabel("Security code (CVC)").blur();
  }

  async function expectConfirmation(message: RegExp) {
    await page.waitForURL(/\/shop\/confirmation/, { timeout: PAYMENT_TIMEOUT });
    const status = page.locator(PAYMENT_STATUS).getByRole("status");
    await status.waitFor();
    await expect(status.innerText()).resolves.toMatch(message);
    return status;
  }

  test("should pay an order with a new card through a 3-D Secure challenge", async () => {
    const { orderId, form } = await openCheckout();
    await typeCard(form, TEST_CARDS.challenge);
    await expect(form.getByLabel("Card number").inputValue()).resolves.toBe("4000 0000 0000 3220");
    await expect(form.getByLabel("Expiry date (MM / YY)").inputValue()).resolves.toBe("12 / 39");
    await expect(form.locator('input[name="cc_brand"]').inputValue()).resolves.toBe("visa");
    await expect(form.locator('[data-status="success"]').count()).resolves.toBe(3);
    // Off by default: the customer asks to keep the card (the next test pays with it).
    const save = form.getByRole("checkbox", { name: "Save my card" });
    await expect(save.isChecked()).resolves.toBe(false);
    await form.locator(".weekbox-payment-save-card").click();
    await expect(save.isChecked()).resolves.toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-new-card-1280.png") });

    await form.getByRole("button", { name: PAY }).click();
    // The bank's page is a page of its own, reached by navigation: it asks to confirm this payment.
    await page.waitForURL(/\/payment\/weekbox_demo\/3ds\//, { timeout: 30_000 });
    const complete = page.getByRole("button", { name: "Complete authentication" });
    await complete.waitFor({ timeout: 30_000 });
    const challenge = await page.locator(".o_weekbox_demo_3ds").innerText();
    expect(challenge).toContain("VISA •••• 3220");
    expect(challenge).toMatch(/confirm the payment of/);
    expect(challenge).not.toMatch(/adding this card/);
    await expect(page.locator(PAYMENT_FORM).count()).resolves.toBe(0);
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-3ds-challenge.png") });

    await complete.click();
    await expectConfirmation(/Your payment has been successfully processed/);
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-confirmation.png") });
    const order = await readOrder(orderId);
    expect(order.state).toBe("sale");
    const [transaction] = await readTransactions(order.transaction_ids);
    expect(transaction).toMatchObject({
      state: "done",
      token_id: [expect.any(Number), expect.stringContaining("3220")],
    });
    paidOrders.push(orderId);
    expect(pageErrors).toEqual([]);
  });

  test("should pay the next order with the saved card", async () => {
    const { orderId, form } = await openCheckout();
    const saved = form.getByRole("radio", { name: /VISA •••• 3220/ });
    await expect(saved.isChecked()).resolves.toBe(true);
    await expect(form.getByLabel("Card number").count()).resolves.toBe(0);

    await form.getByRole("button", { name: PAY }).click();
    await expectConfirmation(/Your payment has been successfully processed/);
    const order = await readOrder(orderId);
    expect(order.state).toBe("sale");
    expect(order.transaction_ids).toHaveLength(1);
    paidOrders.push(orderId);
  });

  test("should warn about the orders a card is linked to before deleting it", async () => {
    await page.goto(`${odooUrl()}/my/payment_method`);
    const form = page.locator(PAYMENT_FORM);
    await form.getByRole("button", { name: "Delete VISA •••• 3220" }).click();

    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await expect(dialog.getByRole("heading").innerText()).resolves.toContain("Warning!");
    await expect(dialog.innerText()).resolves.toContain(
      "This card is currently linked to the following records:",
    );
    const names = await Promise.all(paidOrders.map(async (id) => (await readOrder(id)).name));
    for (const name of names) await dialog.getByRole("link", { name }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-delete-warning.png") });

    await dialog.getByRole("button", { name: "Confirm Deletion" }).click();
    await form.getByRole("radio", { name: /VISA •••• 3220/ }).waitFor({ state: "detached" });
    await page.reload();
    await form.getByRole("button", { name: "Add payment method" }).waitFor();
    await expect(form.getByRole("radio", { name: /•••• 3220/ }).count()).resolves.toBe(0);
  });

  test("should add a card on the payment methods page", async () => {
    await page.goto(`${odooUrl()}/my/payment_method`);
    const form = page.locator(PAYMENT_FORM);
    await form.getByRole("button", { name: "Add payment method" }).waitFor();
    await typeCard(form, "5555 5555 5555 4444");
    await form.getByRole("button", { name: "Add payment method" }).click();
    await page.waitForLoadState("load");
    await form.getByRole("radio", { name: /MasterCard •••• 4444/ }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-methods-page.png") });
  });

  test("should pay by wire transfer through the provider's redirect form", async () => {
    const { orderId, form } = await openCheckout();
    await choose(form, "Wire Transfer");
    await form.getByRole("button", { name: PAY }).click();
    const status = await expectConfirmation(/./);
    await expect(status.getAttribute("data-state")).resolves.toBe("pending");
    // Not "confirmed": pending, with the bank account and the communication to give.
    const text = await status.innerText();
    expect(text).toMatch(/Your payment is pending/);
    expect(text).toContain("BE71 0961 2345 6769");
    expect(text).toMatch(/Communication: S\d+/);
    expect(text).not.toMatch(/is confirmed\./);
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-wire-transfer.png") });
    const order = await readOrder(orderId);
    const [transaction] = await readTransactions(order.transaction_ids);
    expect(transaction?.state).toBe("pending");
  });

  test("should show a declined card's message and leave the order payable again", async () => {
    const { orderId, form } = await openCheckout();
    await typeCard(form, TEST_CARDS.declined);
    await form.getByRole("button", { name: PAY }).click();

    const alert = form.getByRole("alert");
    await alert.waitFor({ timeout: PAYMENT_TIMEOUT });
    await expect(alert.innerText()).resolves.toMatch(
      /Payment refused:\s*Your card was declined by your bank\./,
    );
    await expect(page.url()).toMatch(/\/shop\/payment$/);
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-declined.png") });
    let order = await readOrder(orderId);
    expect(["draft", "sent"]).toContain(order.state);
    expect((await readTransactions(order.transaction_ids)).map((tx) => tx.state)).toEqual(["error"]);

    // Payable again, with another card, without leaving the page.
    await form.getByLabel("Card number").fill("");
    await form.getByLabel("Card number").pressSequentially(TEST_CARDS.accepted.replace(/\s/g, ""));
    await form.getByRole("button", { name: PAY }).click();
    await expectConfirmation(/Your payment has been successfully processed/);
    order = await readOrder(orderId);
    expect(order.state).toBe("sale");

    // Neither card was to be saved: none is offered afterwards.
    await page.goto(`${odooUrl()}/my/payment_method`);
    await page.locator(PAYMENT_FORM).getByRole("button", { name: "Add payment method" }).waitFor();
    const cards = await page.locator(PAYMENT_FORM).innerText();
    expect(cards).not.toContain("•••• 0002");
    expect(cards).not.toContain("•••• 4242");
  });

  test("should fit a phone screen", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { form } = await openCheckout();
    await choose(form, "Card");
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, "payment-checkout-375.png") });
    const box = await form.boundingBox();
    expect(box && box.width <= 375).toBe(true);
  });
});
