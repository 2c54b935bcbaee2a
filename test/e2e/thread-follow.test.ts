// The follow control (website-follow widget) on a product page's reviews, in
// Debian's Chromium against the real Odoo: a guest's bad e-mail is refused
// without a request, a good one follows (the contact follows the product in
// Odoo), the state survives a reload and the guest unfollows; a logged-in
// portal customer follows without typing (375 px); in fr_BE a guest over the
// public follow limit (lowered through its system parameter) reads the
// server's refusal. One /website_mail/is_follower call per page; Odoo's follow
// script handles nothing of the widget; axe. Each run brings its own product,
// customer and e-mail addresses.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { createBrusselsPortalUser, portalUserRefs, uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { eventually } from "../harness/eventually";
import { closeGuestPage, openGuestPage, type GuestPage } from "../harness/guest-page";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { odooHandlersOnReactElements, odooStarted } from "../harness/odoo-handlers";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { createPublishedProduct, type PublishedProduct } from "../harness/published-product";
import { followerPartnerIds } from "../harness/record-followers";
import { retireProducts } from "../harness/shop-catalogue";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const CONTROL = '[data-widget="website-follow"]';
const LIMIT_PARAM = "website_mail_follow_widget.follow_attempt_limit_%s";
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

describeBrowser(`follow control${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let guest: GuestPage | undefined;
  let product: PublishedProduct;
  let reviewsWereActive: boolean;
  const users: number[] = [];

  async function followerEmails(): Promise<string[]> {
    const partnerIds = await followerPartnerIds(admin, "product.template", product.id);
    if (!partnerIds.length) return [];
    const partners = await callKw<{ email: string | false }[]>(admin, "res.partner", "read", [
      partnerIds,
      ["email"],
    ]);
    return partners.map((partner) => partner.email || "");
  }

  /** Opens `url`, once Odoo's scripts ran and is_follower answered; counts the page's is_follower and follow calls. */
  async function open(page: Page, url: string) {
    const calls = { isFollower: 0, follow: 0 };
    page.on("request", (request) => {
      if (request.url().endsWith("/website_mail/is_follower")) calls.isFollower += 1;
      if (request.url().endsWith("/website_mail/follow")) calls.follow += 1;
    });
    const status = page.waitForResponse((response) => response.url().endsWith("/website_mail/is_follower"));
    await page.goto(`${odooUrl()}${url}`);
    // Its code comes when the visitor comes near it.
    await page.locator(CONTROL).scrollIntoViewIfNeeded();
    await page.locator(`${CONTROL} form.weekbox-follow`).waitFor();
    await odooStarted(page);
    await status;
    await eventually(
      async () => calls.isFollower,
      (count) => count === 1,
      { what: "the page's is_follower calls" },
    );
    return calls;
  }

  async function setParam(key: string, value: string | false): Promise<void> {
    await callKw(admin, "ir.config_parameter", "set_param", [key, value]);
  }

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    // The control sits with the product's reviews (website_sale's option, off in a bare Odoo).
    const [reviews] = await callKw<{ id: number; active: boolean }[]>(
      admin,
      "ir.ui.view",
      "search_read",
      [[["key", "=", "website_sale.product_comment"]]],
      { fields: ["active"], context: { active_test: false } },
    );
    reviewsWereActive = reviews!.active;
    if (!reviewsWereActive) await callKw(admin, "ir.ui.view", "write", [[reviews!.id], { active: true }]);
    product = await createPublishedProduct(admin, "Follow teapot", 21);
  });

  afterAll(async () => {
    await browser?.close();
    if (!admin) return;
    await setParam(LIMIT_PARAM.replace("%s", "session_key"), false);
    await setParam(LIMIT_PARAM.replace("%s", "ip_address"), false);
    await retireProducts(admin, [product.id]);
    if (users.length) await callKw(admin, "res.users", "write", [users, { active: false }]);
    if (!reviewsWereActive) {
      const ids = await callKw<number[]>(admin, "ir.ui.view", "search", [
        [["key", "=", "website_sale.product_comment"]],
      ]);
      await callKw(admin, "ir.ui.view", "write", [ids, { active: false }]);
    }
  });

  afterEach(async () => {
    await closeGuestPage(guest);
    guest = undefined;
  });

  test("should refuse a guest's bad e-mail without a request, follow with a good one, keep it on reload and unfollow", async () => {
    guest = await openGuestPage(browser);
    const { page } = guest;
    const calls = await open(page, product.url);
    const control = page.locator(CONTROL);
    const field = control.getByRole("textbox", { name: "Your e-mail" });
    expect(await odooHandlersOnReactElements(page)).toEqual([]);
    expect(await seriousAxeViolations(page, [CONTROL])).toEqual([]);

    await control.getByRole("button", { name: "Follow", exact: true }).click();
    await expect(field.getAttribute("aria-invalid")).resolves.toBe("true");
    await field.fill("guest at example.com");
    await field.press("Enter");
    await control.getByText("Type an e-mail address like name@example.com.").waitFor();
    expect(await seriousAxeViolations(page, [CONTROL])).toEqual([]);
    expect(calls.follow).toBe(0);

    const email = `follow-guest-${uniqueStamp()}@example.com`;
    await field.fill(email);
    await control.getByRole("button", { name: "Follow", exact: true }).click();
    await control.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
    await expect(
      control
        .getByRole("button", { name: "Unfollow", exact: true })
        .evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await expect(field.isDisabled()).resolves.toBe(true);
    expect(await followerEmails()).toContain(email);
    await page.screenshot({ path: path.join(ARTIFACTS, "thread-follow-guest-1280.png") });

    const reloaded = await open(page, product.url);
    await control.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
    await eventually(
      () => field.inputValue(),
      (value) => value === email,
      { what: "the e-mail the server knows" },
    );
    await expect(field.isDisabled()).resolves.toBe(true);

    await control.getByRole("button", { name: "Unfollow", exact: true }).click();
    await control.getByRole("button", { name: "Follow", exact: true }).waitFor();
    await expect(field.isDisabled()).resolves.toBe(false);
    await eventually(followerEmails, (emails) => !emails.includes(email), {
      what: "the product's followers",
    });
    expect(reloaded.follow).toBe(1);
  });

  test("should let a logged-in customer follow without typing, at 375 px, by keyboard", async () => {
    const login = `follow-customer-${uniqueStamp()}@example.com`;
    const refs = await portalUserRefs(admin);
    const { userId } = await createBrusselsPortalUser(admin, refs, {
      name: "Flora Follower",
      login,
      password: login,
    });
    users.push(userId);
    const customer = await loginAs(login, login);
    guest = await openGuestPage(browser, { width: 375, height: 800 });
    const { page, context } = guest;
    await context.addCookies([{ name: "session_id", value: customer.sessionId!, url: odooUrl() }]);
    await open(page, product.url);
    const control = page.locator(CONTROL);
    await expect(control.getByRole("textbox").count()).resolves.toBe(0);
    expect(await odooHandlersOnReactElements(page)).toEqual([]);

    await control.getByRole("button", { name: "Follow", exact: true }).focus();
    await page.keyboard.press("Enter");
    await control.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
    expect(await followerEmails()).toContain(login);
    expect(await seriousAxeViolations(page, [CONTROL])).toEqual([]);
    await control.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, "thread-follow-customer-375.png") });

    await open(page, product.url);
    await control.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
  });

  test("should show no follow control to a customer who sees their order as its follower, and keep them following", async () => {
    const login = `follow-order-${uniqueStamp()}@example.com`;
    const { userId, partnerId } = await createBrusselsPortalUser(admin, await portalUserRefs(admin), {
      name: "Olga Order",
      login,
      password: login,
    });
    users.push(userId);
    const [variant] = await callKw<number[]>(admin, "product.product", "search", [
      [["product_tmpl_id", "=", product.id]],
    ]);
    const orderId = await callKw<number>(admin, "sale.order", "create", [
      { partner_id: partnerId, order_line: [[0, 0, { product_id: variant }]] },
    ]);
    // Odoo's portal rule lets a customer read the orders they follow (a confirmed order's customer does).
    await callKw(admin, "sale.order", "message_subscribe", [[orderId], [partnerId]]);
    const customer = await loginAs(login, login);
    guest = await openGuestPage(browser);
    const { page, context } = guest;
    await context.addCookies([{ name: "session_id", value: customer.sessionId!, url: odooUrl() }]);
    await page.goto(`${odooUrl()}/my/orders/${orderId}`);
    await odooStarted(page);
    // Unfollowing would take the order out of their portal (sale's portal rule): the route refuses it, so no button.
    await page.locator("#sale_order_communication").waitFor();
    expect(await page.locator(CONTROL).count()).toBe(0);
    expect(await odooHandlersOnReactElements(page)).toEqual([]);
    expect(await followerPartnerIds(admin, "sale.order", orderId)).toContain(partnerId);
    await page.screenshot({ path: path.join(ARTIFACTS, "thread-follow-order-1280.png"), fullPage: true });
  });

  test("should tell a guest over the public follow limit why, in fr_BE", async () => {
    await setParam(LIMIT_PARAM.replace("%s", "session_key"), "1");
    await setParam(LIMIT_PARAM.replace("%s", "ip_address"), "1000");
    guest = await openGuestPage(browser);
    const { page } = guest;
    await open(page, `/fr_BE${product.url}`);
    const control = page.locator(CONTROL);
    const field = control.getByRole("textbox", { name: "Votre e-mail" });
    await field.fill(`follow-limit-${uniqueStamp()}@example.com`);
    await control.getByRole("button", { name: "Suivre", exact: true }).click();
    await control.getByRole("button", { name: "Ne plus suivre", exact: true }).click();
    await control.getByRole("button", { name: "Suivre", exact: true }).waitFor();

    const refused = `follow-refused-${uniqueStamp()}@example.com`;
    await field.fill(refused);
    await control.getByRole("button", { name: "Suivre", exact: true }).click();
    await expect(control.getByRole("alert").textContent()).resolves.toMatch(/Trop de demandes/);
    await expect(control.getByRole("button", { name: "Suivre", exact: true }).isVisible()).resolves.toBe(
      true,
    );
    expect(await followerEmails()).not.toContain(refused);
    const created = await callKw<number>(admin, "res.partner", "search_count", [[["email", "=", refused]]]);
    expect(created).toBe(0);
    expect(await seriousAxeViolations(page, [CONTROL])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "thread-follow-limit-fr-be-1280.png") });
  });
});
