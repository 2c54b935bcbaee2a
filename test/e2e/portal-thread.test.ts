// Discussion threads (portal-thread widget) on Odoo 17's own pages, in
// Debian's Chromium, on data the suite creates: a guest with an order's
// access token reads its 53 messages page by page (10 a page, a window of 5
// page links) and posts one with a file; on a product page of its own with
// rated reviews, a logged-in portal customer reads the rating card, filters
// by star and resets, and posts a rated review; the order page in fr_BE at
// 375 px; an invoice's thread stays Odoo's own chatter. axe and "no Odoo
// handler on a React element" on each page; markup in messages stays text.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { eventually } from "../harness/eventually";
import { closeGuestPage, openGuestPage, type GuestPage } from "../harness/guest-page";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { odooHandlersOnReactElements, odooStarted } from "../harness/odoo-handlers";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import {
  archiveProduct,
  createReviewedProduct,
  createThreadOrder,
  postThreadMessage,
  type ThreadOrder,
} from "../harness/thread-fixtures";
import { createThrowawayCustomer, type ThrowawayCustomer } from "../harness/throwaway-customer";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const THREAD = '[data-widget="portal-thread"]';
const MOUNTED = `${THREAD}[data-widget-state="mounted"]`;
const MESSAGES = 53;
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

describeBrowser(`discussion threads${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let customer: ThrowawayCustomer;
  let reviewer: ThrowawayCustomer;
  let order: ThreadOrder;
  let product: { templateId: number; url: string };
  let guest: GuestPage | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    customer = await createThrowawayCustomer(admin, "Thread Customer");
    reviewer = await createThrowawayCustomer(admin, "Thread Reviewer");
    order = await createThreadOrder(admin, customer.partnerId, "Thread e2e");
    for (let n = 1; n <= MESSAGES; n += 1) {
      await postThreadMessage(admin, "sale.order", order.orderId, `Order note ${n}`);
    }
    product = await createReviewedProduct(
      admin,
      `Thread e2e glass ${Date.now()}`,
      [5, 4, 4, 2],
      reviewer.partnerId,
    );
    // The product page's reviews are website_sale's option: on with the demo data, made sure of here.
    const [view] = await callKw<number[]>(admin, "ir.ui.view", "search", [
      [
        ["key", "=", "website_sale.product_comment"],
        ["active", "in", [true, false]],
      ],
    ]);
    await callKw(admin, "ir.ui.view", "write", [[view], { active: true }]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    if (product) await archiveProduct(admin, product.templateId);
    await customer?.remove();
    await reviewer?.remove();
  });
  afterEach(async () => {
    await closeGuestPage(guest);
    guest = undefined;
  });

  async function openThread(page: Page, url: string): Promise<void> {
    await page.goto(`${odooUrl()}${url}`);
    await page.locator(THREAD).scrollIntoViewIfNeeded();
    await page.locator(MOUNTED).waitFor();
    await page.locator(`${THREAD} .weekbox-thread-counter:not(:empty)`).waitFor();
  }

  const pageLinks = (page: Page) =>
    page
      .locator(`${THREAD} nav`)
      .getByRole("button", { name: /^Page \d+$/ })
      .allTextContents();
  const messageTexts = (page: Page) => page.locator(`${THREAD} .weekbox-thread-body`).allTextContents();

  test("should let a guest with the order's token page through its messages and post one with a file", async () => {
    guest = await openGuestPage(browser);
    const { page } = guest;
    await openThread(page, `/my/orders/${order.orderId}?access_token=${order.accessToken}`);
    const thread = page.locator(THREAD);
    await expect(thread.getByTestId("thread-counter").textContent()).resolves.toBe(`${MESSAGES} comments`);
    expect(await messageTexts(page)).toHaveLength(10);
    expect((await messageTexts(page))[0]).toBe(`Order note ${MESSAGES}`);
    expect(await pageLinks(page)).toEqual(["1", "2", "3", "4", "5"]);
    await expect(thread.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).resolves.toBe(
      "page",
    );
    const avatar = await thread.locator(".weekbox-thread-avatar").first().getAttribute("src");
    expect(avatar).toContain(`access_token=${order.accessToken}`);
    await expect(page.evaluate((src) => fetch(src!).then((r) => r.status), avatar)).resolves.toBe(200);

    // Keyboard: the fifth page, then the next one; the window follows.
    await thread.getByRole("button", { name: "Page 5" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (selector) => document.querySelector(`${selector} [aria-current="page"]`)?.textContent === "5",
      THREAD,
    );
    await page.waitForFunction(
      ([selector, text]) => document.querySelector(`${selector} .weekbox-thread-body`)?.textContent === text,
      [THREAD, `Order note ${MESSAGES - 40}`],
    );
    expect(await pageLinks(page)).toEqual(["2", "3", "4", "5", "6"]);
    await thread.getByRole("button", { name: "Next page" }).click();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(`${selector} .weekbox-thread-message`).length === 3,
      THREAD,
    );
    await expect(thread.locator('[aria-current="page"]').textContent()).resolves.toBe("6");
    await expect(thread.getByRole("button", { name: "Next page" }).isDisabled()).resolves.toBe(true);

    await odooStarted(page);
    expect(await odooHandlersOnReactElements(page, THREAD)).toEqual([]);
    expect(await seriousAxeViolations(page, [THREAD])).toEqual([]);

    await thread.getByRole("textbox", { name: "Your message" }).fill("When will it be delivered?");
    await thread.locator('input[type="file"]').setInputFiles({
      name: "delivery-note.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Ring twice"),
    });
    await thread.getByRole("button", { name: "Remove delivery-note.txt" }).waitFor();
    const postRequests = recordThreadRequests(page);
    await thread.getByRole("button", { name: "Send" }).click();
    await page.waitForFunction(
      (selector) =>
        document.querySelector(`${selector} .weekbox-thread-body`)?.textContent ===
        "When will it be delivered?",
      THREAD,
    );
    await expect(thread.getByTestId("thread-counter").textContent()).resolves.toBe(
      `${MESSAGES + 1} comments`,
    );
    await expect(thread.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).resolves.toBe(
      "page",
    );
    await expect(thread.getByRole("textbox", { name: "Your message" }).inputValue()).resolves.toBe("");
    // The post's answer holds page 1: nothing is asked after it.
    await page.waitForLoadState("networkidle");
    expect(postRequests).toEqual(["/mail/chatter_post"]);
    const file = thread
      .locator(".weekbox-thread-message")
      .first()
      .getByRole("link", { name: "delivery-note.txt" });
    const href = await file.getAttribute("href");
    expect(href).toMatch(/^\/web\/content\/\d+\?download=true&access_token=/);
    await expect(page.evaluate((url) => fetch(url!).then((r) => r.text()), href)).resolves.toBe("Ring twice");

    const [posted] = await callKw<{ author_id: [number, string]; attachment_ids: number[] }[]>(
      admin,
      "mail.message",
      "search_read",
      [
        [
          ["model", "=", "sale.order"],
          ["res_id", "=", order.orderId],
          ["body", "ilike", "When will it be delivered"],
        ],
      ],
      { fields: ["author_id", "attachment_ids"] },
    );
    expect(posted?.author_id[0]).toBe(customer.partnerId);
    expect(posted?.attachment_ids).toHaveLength(1);
    await page.screenshot({ path: path.join(ARTIFACTS, "portal-thread-order-1280.png"), fullPage: true });
  }, 120_000);

  test("should refuse the thread to a guest with a wrong token", async () => {
    guest = await openGuestPage(browser);
    const answer = await guest.page.request.post(`${odooUrl()}/mail/chatter_fetch`, {
      data: {
        jsonrpc: "2.0",
        method: "call",
        params: { res_model: "sale.order", res_id: order.orderId, token: "wrong", limit: 10 },
      },
    });
    const body = (await answer.json()) as { error?: { data: { name: string } }; result?: unknown };
    expect(body.error?.data.name).toBe("odoo.exceptions.AccessError");
    expect(JSON.stringify(body)).not.toContain("Order note");
  });

  test("should show the rating card, filter by a star and reset, and post a rated review", async () => {
    guest = await openGuestPage(browser);
    const { page, context } = guest;
    const openReviews = async () => {
      await page.goto(`${odooUrl()}${product.url}`);
      await odooStarted(page);
      await page.locator(".o_product_page_reviews_title").click();
      await page.locator(MOUNTED).waitFor();
    };
    // Folded, the reviews' thread is not loaded, even once the follow control
    // beside their title has (both wait for the visitor to come near); the
    // title's hover brings its code, the click unfolds it.
    const threadChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/portal-thread-widget-[^/]*\.js$/.test(request.url())) threadChunks.push(request.url());
    });
    await page.goto(`${odooUrl()}${product.url}`);
    await odooStarted(page);
    await page.locator('[data-widget="website-follow"][data-widget-state="mounted"]').waitFor();
    await page.waitForLoadState("networkidle");
    expect(threadChunks).toEqual([]);
    await expect(page.locator(THREAD).getAttribute("data-widget-state")).resolves.not.toBe("mounted");
    await page.locator(".o_product_page_reviews_title").hover();
    await eventually(
      async () => threadChunks.length,
      (count) => count === 1,
      { what: "the thread's chunk requested on the title's hover" },
    );
    await page.locator(".o_product_page_reviews_title").click();
    await page.locator(MOUNTED).waitFor();

    // A visitor gets no composer but Odoo's prompt to log in, whose link comes back to the reviews.
    await openReviews();
    const login = page.locator(THREAD).getByRole("link", { name: "logged in" });
    await login.waitFor();
    await expect(login.getAttribute("href")).resolves.toBe(
      `/web/login?${new URLSearchParams({ redirect: `${product.url}#discussion` })}`,
    );
    await expect(page.locator(THREAD).getByRole("radiogroup").count()).resolves.toBe(0);

    await context.addCookies([{ name: "session_id", value: reviewer.session.sessionId!, url: odooUrl() }]);
    await openReviews();
    const thread = page.locator(THREAD);
    const card = thread.getByTestId("thread-rating-card");
    await card.waitFor();
    await page.locator(`${THREAD} .weekbox-thread-counter:not(:empty)`).waitFor();
    // 5, 4, 4, 2: an average of 3.75, shown as 4; a quarter, half, quarter.
    await expect(thread.getByTestId("thread-rating-average").textContent()).resolves.toBe("4");
    await expect(thread.getByTestId("thread-rating-percent-4").textContent()).resolves.toBe("50%");
    await expect(thread.getByTestId("thread-rating-percent-2").textContent()).resolves.toBe("25%");
    await expect(thread.getByTestId("thread-rating-percent-3").textContent()).resolves.toBe("0%");
    await expect(thread.getByTestId("thread-counter").textContent()).resolves.toBe("4 comments");

    const fourStars = card.getByRole("button", { name: /^4 stars/ });
    await fourStars.click();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(`${selector} .weekbox-thread-message`).length === 2,
      THREAD,
    );
    await expect(fourStars.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(thread.getByTestId("thread-counter").textContent()).resolves.toBe("2 comments");
    await fourStars.getByText("4 stars").click();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(`${selector} .weekbox-thread-message`).length === 4,
      THREAD,
    );
    await expect(fourStars.getAttribute("aria-pressed")).resolves.toBe("false");

    expect(await odooHandlersOnReactElements(page, THREAD)).toEqual([]);
    expect(await seriousAxeViolations(page, [THREAD])).toEqual([]);

    const stars = thread.getByRole("radiogroup", { name: "Your rating" });
    const starRadios = stars.locator(".weekbox-thread-star-radio");
    const litStars = () =>
      starRadios.evaluateAll((radios) => radios.filter((r) => r.hasAttribute("data-lit")).length);
    const starLabel = stars.locator(".weekbox-thread-star-input-text");
    // The thread's default rating, 4 stars as in Odoo 17, until the reviewer picks another.
    await expect(stars.getByRole("radio", { name: "I like it" }).isChecked()).resolves.toBe(true);
    await expect(litStars()).resolves.toBe(4);
    await expect(starLabel.textContent()).resolves.toBe("I like it");
    // Hovering a star lights it and those before it, and says its label; leaving shows the rating again.
    await starRadios.nth(1).hover();
    await eventually(litStars, (lit) => lit === 2, { what: "the stars lit on hover" });
    await expect(starLabel.textContent()).resolves.toBe("I don't like it");
    await page.mouse.move(0, 0);
    await eventually(litStars, (lit) => lit === 4, { what: "the stars lit after hovering" });
    await expect(starLabel.textContent()).resolves.toBe("I like it");

    // Sent without touching the stars: the default rating.
    await thread.getByRole("textbox", { name: "Your message" }).fill("Nice glass.");
    await thread.getByRole("button", { name: "Send" }).click();
    await page.waitForFunction(
      (selector) => document.querySelector(`${selector} .weekbox-thread-body`)?.textContent === "Nice glass.",
      THREAD,
    );
    await expect(
      thread.locator(".weekbox-thread-message").first().getByRole("img", { name: "4 stars on 5" }).count(),
    ).resolves.toBe(1);
    await expect(thread.getByTestId("thread-counter").textContent()).resolves.toBe("5 comments");
    await expect(stars.getByRole("radio", { name: "I like it" }).isChecked()).resolves.toBe(true);

    // The star itself is what a person clicks (react-aria hides the radio input under it).
    await starRadios.nth(2).click();
    await expect(stars.getByRole("radio", { name: "It's okay" }).isChecked()).resolves.toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(stars.getByRole("radio", { name: "I love it" }).isChecked()).resolves.toBe(true);
    await thread.getByRole("textbox", { name: "Your message" }).fill("Lovely glass, I bought six.");
    const postRequests = recordThreadRequests(page);
    await thread.getByRole("button", { name: "Send" }).click();
    await page.waitForFunction(
      (selector) =>
        document.querySelector(`${selector} .weekbox-thread-body`)?.textContent ===
        "Lovely glass, I bought six.",
      THREAD,
    );
    await expect(thread.getByTestId("thread-counter").textContent()).resolves.toBe("6 comments");
    // 5, 4, 4, 2, 4, 5: 4.0, and a third of fives (33.5 % to the nearest half).
    await page.waitForFunction(
      (selector) =>
        document.querySelector(`${selector} [data-testid="thread-rating-percent-5"]`)?.textContent ===
        "33.5%",
      THREAD,
    );
    await expect(thread.getByTestId("thread-rating-average").textContent()).resolves.toBe("4");
    await expect(
      thread.locator(".weekbox-thread-message").first().getByRole("img", { name: "5 stars on 5" }).count(),
    ).resolves.toBe(1);
    // Page 1 and the rating card both came with the post's answer.
    await page.waitForLoadState("networkidle");
    expect(postRequests).toEqual(["/mail/chatter_post"]);
    await page.screenshot({ path: path.join(ARTIFACTS, "portal-thread-product-1280.png"), fullPage: true });
  }, 120_000);

  test("should show the order's thread in fr_BE at 375 px", async () => {
    guest = await openGuestPage(browser, { width: 375, height: 800 });
    const { page } = guest;
    await openThread(page, `/fr_BE/my/orders/${order.orderId}?access_token=${order.accessToken}`);
    const thread = page.locator(THREAD);
    await expect(thread.locator(".weekbox-thread-date").first().textContent()).resolves.toMatch(
      /^Publié le /,
    );
    await thread.getByRole("button", { name: "Envoyer" }).waitFor();
    await thread.getByRole("button", { name: "Envoyer" }).click();
    await expect(thread.getByRole("alert").textContent()).resolves.toContain(
      "Écrivez d'abord un message ou joignez un fichier.",
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await odooStarted(page);
    expect(await seriousAxeViolations(page, [THREAD])).toEqual([]);
    await thread.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, "portal-thread-order-fr-375.png"), fullPage: true });
  }, 120_000);

  test("should leave an invoice's thread to Odoo's own chatter", async () => {
    const invoiceId = await callKw<number>(admin, "account.move", "create", [
      {
        move_type: "out_invoice",
        partner_id: customer.partnerId,
        invoice_line_ids: [[0, 0, { name: "Thread e2e invoice line", quantity: 1, price_unit: 10 }]],
      },
    ]);
    try {
      await callKw(admin, "account.move", "action_post", [[invoiceId]]);
      await postThreadMessage(admin, "account.move", invoiceId, "Invoice note for Odoo's chatter");
      const accessToken = `thread-e2e-${Date.now()}`;
      await callKw(admin, "account.move", "write", [[invoiceId], { access_token: accessToken }]);
      guest = await openGuestPage(browser);
      const { page } = guest;
      await page.goto(`${odooUrl()}/my/invoices/${invoiceId}?access_token=${accessToken}`);
      await odooStarted(page);
      const chatter = page.locator("#discussion.o_portal_chatter");
      await expect(chatter.getAttribute("data-widget")).resolves.toBeNull();
      // Odoo's PortalChatter renders its own messages there.
      await chatter
        .locator(".o_portal_chatter_messages")
        .getByText("Invoice note for Odoo's chatter")
        .waitFor();
      await expect(page.locator(THREAD).count()).resolves.toBe(0);
    } finally {
      await callKw(admin, "account.move", "button_draft", [[invoiceId]]).catch(() => undefined);
      await callKw(admin, "account.move", "unlink", [[invoiceId]]).catch(() => undefined);
    }
  }, 120_000);

  test("should show markup posted in a message as text, and run none of it", async () => {
    const markup = `<img src=x class=xss onerror="__xss='thread'"><b class=xss>Bold</b>`;
    const own = await createThreadOrder(admin, customer.partnerId, "Thread markup");
    await postThreadMessage(admin, "sale.order", own.orderId, markup);
    guest = await openGuestPage(browser);
    const { page } = guest;
    await openThread(page, `/my/orders/${own.orderId}?access_token=${own.accessToken}`);
    const thread = page.locator(THREAD);
    await thread
      .getByRole("textbox", { name: "Your message" })
      .fill(`<script>__xss='typed'</script>${markup}`);
    await thread.getByRole("button", { name: "Send" }).click();
    await page.waitForFunction(
      (selector) => document.querySelectorAll(`${selector} .weekbox-thread-message`).length === 2,
      THREAD,
    );
    await expect(messageTexts(page)).resolves.toEqual([`<script>__xss='typed'</script>${markup}`, markup]);
    await page.waitForLoadState("networkidle");
    await expect(page.evaluate(() => (window as { __xss?: unknown }).__xss)).resolves.toBeUndefined();
    await expect(thread.locator(".xss, script").count()).resolves.toBe(0);
  }, 120_000);
});

/** The thread's JSON requests (`/mail/…`, `/portal/…`, the batch) the page sends from now on. */
function recordThreadRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "POST" && /^\/(mail|portal|weekbox)\//.test(pathname)) paths.push(pathname);
  });
  return paths;
}
