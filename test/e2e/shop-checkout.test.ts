// The generic shop's checkout widgets on Odoo 17's own pages, in Debian's
// Chromium, as a guest: the address form (fields in the country's order), the
// delivery methods with a price or the reason one cannot deliver, and the
// delivery date and time picker's limits; on a lean checkout page (#34), Odoo's
// own promo code form sent by its "Apply" link. The test brings its own product and
// its own delivery method that refuses the order.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { closeGuestPage, openGuestPage, type GuestPage } from "../harness/guest-page";
import { odooBundleRuns, useLeanPages } from "../harness/lean-pages";
import { odooHandlersOnReactElements, odooStarted } from "../harness/odoo-handlers";
import { uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { eventually } from "../harness/eventually";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import {
  createCodePricelist,
  createPromoCode,
  createStockProduct,
  retireProducts,
  type StockProduct,
} from "../harness/shop-catalogue";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const mounted = (widget: string) => `[data-widget="${widget}"][data-widget-state="mounted"]`;
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

/** A published fixed-price delivery method refusing orders above `maxAmount` (its badge says why). */
async function createSmallOrdersCarrier(admin: OdooSession, maxAmount: number): Promise<string> {
  const name = `Tiny courier ${uniqueStamp()}`;
  const productId = await callKw<number>(admin, "product.product", "create", [
    { name, detailed_type: "service", sale_ok: false, list_price: 2 },
  ]);
  await callKw(admin, "delivery.carrier", "create", [
    {
      name,
      delivery_type: "fixed",
      fixed_price: 2,
      product_id: productId,
      is_published: true,
      weekbox_max_order_amount: maxAmount,
    },
  ]);
  return name;
}

describeBrowser(`generic shop checkout${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let page: Page;
  let product: StockProduct;
  let tinyCourier: string;
  let guest: GuestPage | undefined;
  const pricelists: number[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    product = await createStockProduct(admin, "checkout", { quantity: 0, limited: false, price: 12 });
    tinyCourier = await createSmallOrdersCarrier(admin, 5);
    // Offered, not required; Sundays closed (the demo's settings, set by the test that relies on them).
    const [website] = await callKw<{ id: number }[]>(admin, "website", "search_read", [[], ["id"]], {
      limit: 1,
    });
    const sunday = await callKw<number[]>(admin, "weekbox.weekday", "search", [[["number", "=", 6]]]);
    await callKw(admin, "website", "write", [
      [website!.id],
      {
        checkout_delivery_date_mode: "optional",
        checkout_delivery_lead_days: 1,
        checkout_delivery_horizon_days: 30,
        checkout_delivery_weekday_ids: [[6, 0, sunday]],
      },
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    // The run's delivery method leaves the shop (the next runs bring their own).
    const carriers = await callKw<number[]>(admin, "delivery.carrier", "search", [
      [["name", "=", tinyCourier]],
    ]);
    await callKw(admin, "delivery.carrier", "write", [carriers, { active: false }]);
    await retireProducts(admin, [product.templateId]);
    if (pricelists.length) await callKw(admin, "product.pricelist", "write", [pricelists, { active: false }]);
  });
  beforeEach(async () => {
    // A new guest each test: their own session, their own cart.
    guest = await openGuestPage(browser);
    ({ page } = guest);
  });
  afterEach(() => closeGuestPage(guest));

  test("should take the address, price the delivery methods and offer only allowed dates and hours", async () => {
    await page.goto(`${odooUrl()}${product.url}`);
    const answered = page.waitForResponse((response) => response.url().endsWith("/shop/cart/update_json"));
    await page.locator(mounted("shop-product")).getByRole("button", { name: "Add to cart" }).click();
    await answered;

    // A guest's address: Belgium writes "street, zip city".
    await page.goto(`${odooUrl()}/shop/address`);
    const form = page.locator(mounted("shop-address-form"));
    await form.getByRole("textbox", { name: /Full name/ }).fill("Chloé Checkout");
    await form.getByRole("textbox", { name: /Email/ }).fill(`checkout-${uniqueStamp()}@example.com`);
    await form.getByRole("textbox", { name: /Phone/ }).fill("+32 470 12 34 56");
    await form.getByRole("textbox", { name: /Street and Number/ }).fill("Rue Haute 12");
    await form.getByRole("textbox", { name: /Zip Code/ }).fill("1000");
    await form.getByRole("textbox", { name: /City/ }).fill("Bruxelles");
    const country = form.getByRole("combobox", { name: /Country/ });
    if (!(await country.inputValue()).includes("Belgium")) {
      // Not while Odoo's header still changes the page's scroll (see odooStarted).
      await odooStarted(page);
      await country.fill("Belgium");
      await page.getByRole("option", { name: "Belgium", exact: true }).click();
    }
    // Once Belgium's fields have come (the country change is debounced 500 ms).
    await eventually(
      () =>
        form
          .locator("input[name]")
          .evaluateAll((els) =>
            els
              .map((el) => (el as HTMLInputElement).name)
              .filter((name) => ["street", "zip", "city"].includes(name)),
          ),
      (order) => order.join() === "street,zip,city",
      { what: "Belgium's field order" },
    );
    expect(await seriousAxeViolations(page, ['[data-widget="shop-address-form"]'])).toEqual([]);
    await odooStarted(page);
    expect(await odooHandlersOnReactElements(page)).toEqual([]);
    await form.getByRole("button", { name: /Continue checkout|Save address/ }).click();
    await page.waitForURL(/\/shop\/(checkout|confirm_order|payment)/);
    if (!page.url().includes("/shop/payment")) await page.goto(`${odooUrl()}/shop/payment`);

    // Delivery methods: each with its price, and ours refusing the order with its reason.
    const delivery = page.locator(mounted("shop-checkout-delivery"));
    const tiny = delivery.getByRole("radio", { name: new RegExp(tinyCourier) });
    await tiny.waitFor({ state: "attached" });
    await eventually(
      () => tiny.isDisabled(),
      (disabled) => disabled,
      { what: "the refusing carrier disabled" },
    );
    await delivery.getByText(/5\.00/).first().waitFor();

    // Dates: from tomorrow, never on Sunday; hours 10:00 to 18:00.
    const dates = page.locator(mounted("shop-delivery-date"));
    const calendar = dates.getByRole("grid");
    await calendar.waitFor();
    const unavailable = await calendar
      .locator('[role="gridcell"] [aria-disabled="true"]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("aria-label") ?? ""));
    expect(unavailable.some((label) => /Sunday/.test(label))).toBe(true);
    const firstAllowed = calendar
      .locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])')
      .first();
    await firstAllowed.click();
    await dates.getByRole("button", { name: /Delivery time/ }).click();
    const hours = await page.getByRole("listbox").getByRole("option").allInnerTexts();
    expect(hours.length).toBeGreaterThan(0);
    expect(hours.every((hour) => /^(1[0-8]|10):00$|^1[0-8]:00$/.test(hour.trim()))).toBe(true);
    await page.keyboard.press("Escape");
    await dates.getByText(/Delivery on/).waitFor();

    // The order summary's promo code form: a refused code stays with its reason, an applied one
    // reloads the page with Odoo's new totals.
    const promo = page.locator(mounted("shop-promo"));
    const promoField = promo.getByRole("textbox", { name: "Promo code" });
    await promoField.fill(`NOPE${uniqueStamp().replace(/\W/g, "")}`);
    await promo.getByRole("button", { name: "Apply" }).click();
    await eventually(
      () => promoField.getAttribute("aria-invalid"),
      (invalid) => invalid === "true",
      { what: "the refused code marked" },
    );
    const code = await createPromoCode(admin, 10);
    await promoField.fill(code);
    const reloaded = page.waitForEvent("load");
    await promo.getByRole("button", { name: "Apply" }).click();
    await reloaded;
    await page
      .locator(mounted("shop-promo"))
      .getByRole("list", { name: "Applied promo codes:" })
      .getByText(code)
      .waitFor();
    await page.locator(mounted("shop-delivery-date")).getByRole("grid").waitFor();

    expect(
      await seriousAxeViolations(page, [
        '[data-widget="shop-checkout-delivery"]',
        '[data-widget="shop-delivery-date"]',
        '[data-widget="shop-promo"]',
      ]),
    ).toEqual([]);
    await odooStarted(page);
    expect(await odooHandlersOnReactElements(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "shop-checkout-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(ARTIFACTS, "shop-checkout-375.png"), fullPage: true });

    // Lean checkout pages (#34) with Odoo's own shop pages: the order summary's collapse and Odoo's
    // promo code form (its "Apply" link) work without Odoo's bundle, by the lean page's script.
    const restoreLean = await useLeanPages(admin);
    await callKw(admin, "website", "write", [[1], { weekbox_shop_widgets: false }]);
    try {
      await page.goto(`${odooUrl()}/shop/checkout`);
      await page.getByRole("button", { name: /Order summary/ }).click();
      const odooPromo = page.locator('form[name="coupon_code"]');
      await odooPromo.locator('input[name="promo"]').fill(`NOPE${uniqueStamp().replace(/\W/g, "")}`);
      const sent = page.waitForRequest((r) => r.url().includes("/shop/pricelist") && r.method() === "POST");
      await odooPromo.getByRole("button", { name: "Apply" }).click();
      await sent;
      await page.waitForURL(/\/shop\/checkout/);
      await expect(odooBundleRuns(page)).resolves.toBe(false);
    } finally {
      await callKw(admin, "website", "write", [[1], { weekbox_shop_widgets: true }]);
      await restoreLean();
    }

    // The same order in dollars (a pricelist of the run's own, by its code): the refusing
    // method states its limit in the order's currency, not in the company's euros.
    const dollars = await createCodePricelist(admin, [], "USD");
    pricelists.push(dollars.id);
    await page.goto(`${odooUrl()}/shop/pricelist?promo=${dollars.code}&r=/shop/payment`);
    await page.waitForURL(/\/shop\/payment/);
    const [usd, eur] = await Promise.all(
      ["USD", "EUR"].map(async (name) => {
        const [currency] = await callKw<{ rate: number }[]>(admin, "res.currency", "search_read", [
          [["name", "=", name]],
          ["rate"],
        ]);
        return currency!.rate;
      }),
    );
    const limit = ((5 * usd!) / eur!).toFixed(2).replace(".", "\\.");
    const refusal = page
      .locator(mounted("shop-checkout-delivery"))
      .getByText(new RegExp(`${tinyCourier} takes orders up to`));
    await expect(refusal.innerText()).resolves.toMatch(new RegExp(`\\$\\s?${limit}|${limit}\\s?\\$`));
    await expect(refusal.innerText()).resolves.not.toMatch(/€/);
  });
});
