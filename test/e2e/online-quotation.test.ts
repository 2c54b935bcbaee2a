// The online quotation (/my/orders/<id>) in Debian's Chromium, as a guest with
// the order's access token: the optional line's quantity with + / − / typed /
// removed, the totals following without a reload and agreeing with the back
// office; the table of contents; the signature refused without a name or a
// drawing (nothing sent), then drawn and sent: the order is signed and
// confirmed; one that asks for payment stays to pay and Odoo's pay window
// opens after signing (#allow_payment=yes), and whenever its link asks to pay.
// Also in Dutch (nl_BE) and at 375 px. Each test brings its own quotation.
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { eventually } from "../harness/eventually";
import { closeGuestPage, openGuestPage, type GuestPage } from "../harness/guest-page";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { odooHandlersOnReactElements, odooStarted } from "../harness/odoo-handlers";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { createTestQuotation, lineQuantity, readQuotation, type TestQuotation } from "../harness/quotation";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const LINES = '[data-widget="quotation-lines"]';
const LINES_TABLE = "#weekbox_quote_lines";
const TOC = '[data-widget="quotation-toc"]';
const SIGNATURE = '[data-widget="signature-form"]';
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

function money(amount: number): string {
  return amount.toFixed(2);
}

/** The total the page shows, as a number ("$ 1,234.50" → 1234.5). */
async function shownTotal(page: Page, which: "untaxed" | "tax" | "total"): Promise<number> {
  const text = (await page.locator(`${LINES} [data-total="${which}"]`).textContent()) ?? "";
  return Number(
    text
      .replace(/[^\d.,-]/g, "")
      .replace(/,(?=\d{3})/g, "")
      .replace(",", "."),
  );
}

/** Odoo's window to pay the signed quotation (sale.sale_order_portal_template's #modalaccept). */
const PAY_WINDOW = "#modalaccept";

/** The signature form, once the quotation's button named `action` opened it. */
async function openSignatureForm(page: Page, action: RegExp): Promise<Locator> {
  await page.getByRole("button", { name: action }).first().click();
  const form = page.locator(SIGNATURE);
  await form.locator("canvas").waitFor({ state: "visible" });
  return form;
}

/** Draws a stroke across the signature pad, as a person signs with the mouse. */
async function drawOnPad(page: Page): Promise<void> {
  const pad = await page.locator(`${SIGNATURE} canvas`).boundingBox();
  await page.mouse.move(pad!.x + 20, pad!.y + pad!.height / 2);
  await page.mouse.down();
  await page.mouse.move(pad!.x + pad!.width / 2, pad!.y + 10, { steps: 8 });
  await page.mouse.move(pad!.x + pad!.width - 20, pad!.y + pad!.height - 10, { steps: 8 });
  await page.mouse.up();
}

/** The pay window open, holding Odoo's payment form (no signature asked any more). */
async function payWindowOpened(page: Page): Promise<void> {
  const window = page.locator(PAY_WINDOW);
  await window.locator("#o_payment_form").waitFor({ state: "visible", timeout: 30_000 });
  await expect(window.locator(SIGNATURE).count()).resolves.toBe(0);
}

describeBrowser(`online quotation${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let guest: GuestPage | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await closeGuestPage(guest);
    guest = undefined;
  });

  async function open(quote: TestQuotation, viewport?: { width: number; height: number }, prefix = "") {
    guest = await openGuestPage(browser, viewport);
    const { page } = guest;
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/quote/update_line_dict") || request.url().includes("/my/orders/accept")) {
        requests += 1;
      }
    });
    await page.goto(`${odooUrl()}${prefix}${quote.url}`);
    await page.locator(LINES_TABLE).waitFor();
    await odooStarted(page);
    return { page, requests: () => requests };
  }

  test("should change the optional line with + / − / typing / remove, the totals following without a reload", async () => {
    const quote = await createTestQuotation(admin);
    const { page } = await open(quote);
    // A reload would drop this mark.
    await page.evaluate(() => ((window as unknown as { weekboxMark: number }).weekboxMark = 1));
    const lamp = page.locator(`${LINES} tr[data-line-id="${quote.optionalLineId}"]`);
    const quantity = lamp.getByRole("textbox", { name: /Quantity of/ });
    await expect(quantity.inputValue()).resolves.toBe("2");
    expect(await odooHandlersOnReactElements(page)).toEqual([]);
    expect(await seriousAxeViolations(page, [LINES, TOC])).toEqual([]);

    await lamp.getByRole("button", { name: /Add one/ }).click();
    await eventually(
      () => quantity.inputValue(),
      (value) => value === "3",
      { what: "the lamp's quantity" },
    );
    let order = await readQuotation(admin, quote.orderId);
    expect(await lineQuantity(admin, quote.optionalLineId)).toBe(3);
    await eventually(
      () => shownTotal(page, "total"),
      (total) => money(total) === money(order.amount_total),
      {
        what: "the total shown",
      },
    );
    expect(money(await shownTotal(page, "untaxed"))).toBe(money(order.amount_untaxed));
    expect(money(await shownTotal(page, "tax"))).toBe(money(order.amount_tax));

    await lamp.getByRole("button", { name: /Remove one/ }).click();
    await eventually(
      () => quantity.inputValue(),
      (value) => value === "2",
      { what: "the lamp's quantity" },
    );
    expect(await lineQuantity(admin, quote.optionalLineId)).toBe(2);

    // A lamp is counted in whole units (its unit of measure is Units): 5.7 typed is 5, as in the shop's cart.
    await quantity.fill("5.7");
    await quantity.press("Enter");
    await eventually(
      () => lineQuantity(admin, quote.optionalLineId),
      (value) => value === 5,
      {
        what: "the lamp's quantity in the back office",
      },
    );
    await eventually(
      () => quantity.inputValue(),
      (value) => value === "5",
      { what: "the lamp's quantity" },
    );
    order = await readQuotation(admin, quote.orderId);
    await eventually(
      () => shownTotal(page, "total"),
      (total) => money(total) === money(order.amount_total),
      {
        what: "the total shown",
      },
    );
    // The sidebar's total follows too.
    await expect(page.locator('[data-widget="quotation-total"]').first().textContent()).resolves.toContain(
      order.amount_total.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ","),
    );

    await lamp.getByRole("button", { name: /^Remove Quote lamp/ }).click();
    await lamp.waitFor({ state: "detached" });
    expect(await lineQuantity(admin, quote.optionalLineId)).toBeNull();
    order = await readQuotation(admin, quote.orderId);
    await eventually(
      () => shownTotal(page, "total"),
      (total) => money(total) === money(order.amount_total),
      {
        what: "the total shown",
      },
    );
    expect(await page.evaluate(() => (window as unknown as { weekboxMark?: number }).weekboxMark)).toBe(1);
    await page.screenshot({ path: path.join(ARTIFACTS, "quotation-lines-1280.png"), fullPage: true });
  });

  test("should fall back to /quote/update_line when the line's route fails, and reload when it answers nothing", async () => {
    const quote = await createTestQuotation(admin);
    const { page } = await open(quote);
    await page.evaluate(() => ((window as unknown as { weekboxMark: number }).weekboxMark = 1));
    const calls: string[] = [];
    page.on("request", (request) => {
      const route = new URL(request.url()).pathname;
      if (route.startsWith("/quote/")) calls.push(route);
    });
    // A proxy between the customer and Odoo fails the route (the spec's fallback, §7.1).
    await page.route("**/quote/update_line_dict", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
    );
    const lamp = page.locator(`${LINES} tr[data-line-id="${quote.optionalLineId}"]`);
    const quantity = lamp.getByRole("textbox", { name: /Quantity of/ });
    await lamp.getByRole("button", { name: /Add one/ }).click();
    await eventually(
      () => quantity.inputValue(),
      (value) => value === "3",
      { what: "the lamp's quantity" },
    );
    expect(await lineQuantity(admin, quote.optionalLineId)).toBe(3);
    expect(calls).toEqual(["/quote/update_line_dict", "/quote/update_line"]);
    const order = await readQuotation(admin, quote.orderId);
    await eventually(
      () => shownTotal(page, "total"),
      (total) => money(total) === money(order.amount_total),
      { what: "the total shown" },
    );
    expect(money(await shownTotal(page, "untaxed"))).toBe(money(order.amount_untaxed));
    expect(money(await shownTotal(page, "tax"))).toBe(money(order.amount_tax));
    await expect(page.locator(`${LINES} .weekbox-quote-status`).textContent()).resolves.toBe("");

    // Confirmed meanwhile in the back office: the fallback answers nothing, the page reloads and shows it.
    await callKw(admin, "sale.order", "action_confirm", [[quote.orderId]]);
    await lamp.getByRole("button", { name: /Remove one/ }).click();
    await page.waitForFunction(() => !(window as unknown as { weekboxMark?: number }).weekboxMark);
    await page.locator(LINES_TABLE).waitFor({ state: "detached" });
    expect(calls.slice(2)).toEqual(["/quote/update_line_dict", "/quote/update_line"]);
    expect(await lineQuantity(admin, quote.optionalLineId)).toBe(3);
  });

  test("should move to a section from the table of contents and follow the scroll", async () => {
    const quote = await createTestQuotation(admin);
    const { page } = await open(quote);
    const links = page.locator(`${TOC} a`);
    // The headings the customer sees in the content, at their levels: the
    // quotation's h2, then its h3 below it, the options' own (rendered by the
    // lines' widget) included.
    const sections = page.locator(`${TOC} .weekbox-quote-toc-sub a`);
    await eventually(
      () => sections.allTextContents(),
      (texts) => texts.join("|") === "Options|Communication history",
      { what: "the table of contents' sections" },
    );
    await expect(page.locator(`${TOC} > nav > ul > li > a`).allTextContents()).resolves.toEqual([
      expect.stringMatching(/^Quotation - /),
    ]);
    await sections.first().click();
    await eventually(
      () => page.evaluate(() => document.activeElement?.textContent ?? ""),
      (text) => text === "Options",
      { what: "the focused heading" },
    );
    // Its last option added, the quotation has no options section any more: nor has the contents.
    await page
      .locator(LINES)
      .getByRole("button", { name: /^Add Quote chair/ })
      .click();
    await eventually(
      () => sections.allTextContents(),
      (texts) => texts.join("|") === "Communication history",
      { what: "the table of contents' sections" },
    );
    const last = links.last();
    const target = (await last.getAttribute("href"))!.slice(1);
    await last.focus();
    await page.keyboard.press("Enter");
    await eventually(
      () => page.evaluate(() => document.activeElement?.id ?? ""),
      (id) => id === target,
      { what: "the focused heading" },
    );
    await eventually(
      () => last.getAttribute("aria-current"),
      (value) => value === "location",
      {
        what: "the last link's aria-current",
      },
    );
    // Back to the top: the first section is the current one again.
    await page.evaluate(() => document.getElementById("wrapwrap")!.scrollTo({ top: 0, behavior: "instant" }));
    await eventually(
      () => links.first().getAttribute("aria-current"),
      (value) => value === "location",
      {
        what: "the first link's aria-current",
      },
    );
  });

  test("should refuse a signature without a name or a drawing, then sign and confirm the order", async () => {
    const quote = await createTestQuotation(admin);
    const { page, requests } = await open(quote);
    const form = await openSignatureForm(page, /Accept & Sign/);
    const name = form.getByRole("textbox", { name: "Full name" });
    await name.fill("");
    const submit = form.getByRole("button", { name: /Accept & Sign/ });
    await submit.click();
    await expect(name.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(form.getByText("Please sign in the box above.").isVisible()).resolves.toBe(true);
    await name.fill("Quentin Signer");
    await submit.click();
    await expect(form.getByText("Please sign in the box above.").isVisible()).resolves.toBe(true);
    expect(requests()).toBe(0);
    expect(await seriousAxeViolations(page, [SIGNATURE])).toEqual([]);

    await drawOnPad(page);
    await submit.click();
    await page.waitForURL(/message=sign_ok/, { timeout: 60_000 });
    const order = await readQuotation(admin, quote.orderId);
    expect(order.state).toBe("sale");
    expect(order.signed_by).toBe("Quentin Signer");
    expect(order.signature).toBeTruthy();
    // Confirmed: nothing to pay, so Odoo's answer asks for no payment window.
    await odooStarted(page);
    expect(page.url()).not.toContain("allow_payment");
    await expect(page.locator(PAY_WINDOW).isVisible()).resolves.toBe(false);
  });

  test("should open the payment window once a quotation that asks for payment is signed, and when its link asks to pay", async () => {
    const quote = await createTestQuotation(admin, { requirePayment: true });
    const { page } = await open(quote);
    const form = await openSignatureForm(page, /Sign & Pay/);
    await form.getByRole("textbox", { name: "Full name" }).fill("Paula Payer");
    await drawOnPad(page);
    await form.getByRole("button", { name: /Sign & Pay/ }).click();
    // Odoo's accept route answers /my/orders/<id>?…&message=sign_ok#allow_payment=yes
    // and Odoo's sidebar script, which the widgets leave running, opens the window.
    await page.waitForURL(/message=sign_ok/, { timeout: 60_000 });
    await payWindowOpened(page);
    const order = await readQuotation(admin, quote.orderId);
    expect(order.signed_by).toBe("Paula Payer");
    expect(order.state).toBe("sent");
    await expect(page.evaluate(() => window.location.hash)).resolves.not.toContain("allow_payment");

    // Its link asking to pay opens the window again; without the request it stays closed.
    await page.goto(`${odooUrl()}${quote.url}#allow_payment=yes`);
    await payWindowOpened(page);
    await page.goto(`${odooUrl()}${quote.url}`);
    await odooStarted(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#o_sale_portal_paynow").isVisible()).resolves.toBe(true);
    await expect(page.locator(PAY_WINDOW).isVisible()).resolves.toBe(false);
    expect(await seriousAxeViolations(page, [SIGNATURE, LINES, TOC])).toEqual([]);
  });

  test("should change a line by keyboard, in Dutch, at 375 px", async () => {
    const quote = await createTestQuotation(admin, { lang: "nl_BE" });
    const { page } = await open(quote, { width: 375, height: 800 }, "/nl_BE");
    const lamp = page.locator(`${LINES} tr[data-line-id="${quote.optionalLineId}"]`);
    const quantity = lamp.getByRole("textbox");
    // By keyboard: react-aria's buttons take Enter.
    await lamp.getByRole("button", { name: /^Eén .* meer/ }).focus();
    await page.keyboard.press("Enter");
    await eventually(
      () => quantity.inputValue(),
      (value) => value === "3",
      { what: "the lamp's quantity" },
    );
    expect(await lineQuantity(admin, quote.optionalLineId)).toBe(3);
    // Next to nothing typed (with a Dutch decimal comma) is no lamp: the line goes, no 0 line stays.
    await quantity.fill("0,001");
    await page.keyboard.press("Enter");
    await lamp.waitFor({ state: "detached" });
    expect(await lineQuantity(admin, quote.optionalLineId)).toBeNull();
    await expect(page.locator(`${LINES} th`).first().textContent()).resolves.toBe("Producten");
    expect(await seriousAxeViolations(page, [LINES])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "quotation-lines-375-nl.png"), fullPage: true });
  });
});
