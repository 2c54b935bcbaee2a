// The generic shop's React widgets on Odoo 17's own pages, in Debian's
// Chromium, as a guest: the product page (variants with an impossible
// combination, stock clamping, add to cart with the header counter), the cart
// page (quantity edit with the server's correction, removal, promo code) and
// the mini cart's timings. Each test brings its own products.
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { eventually } from "../harness/eventually";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import {
  createPromoCode,
  createStockProduct,
  createVariantProduct,
  setStock,
  type StockProduct,
  type VariantProduct,
} from "../harness/shop-catalogue";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const mounted = (widget: string) => `[data-widget="${widget}"][data-widget-state="mounted"]`;
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

/**
 * The selectors of the jQuery handlers Odoo's public widgets delegated on the
 * page that match an element inside a React widget: none may (each element is
 * owned by React or by Odoo, never both).
 */
async function odooHandlersOnReactElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type JQueryData = (
      element: Element | Document,
      key: string,
    ) => Record<string, { selector?: string }[]> | undefined;
    const jq = (window as unknown as { $?: { _data: JQueryData } }).$;
    if (!jq) return ["no jQuery: Odoo's bundle did not load"];
    const found: string[] = [];
    const widgets = Array.from(document.querySelectorAll("[data-widget]"));
    const holders = [document, ...Array.from(document.querySelectorAll("#wrapwrap, #wrapwrap *"))];
    for (const holder of holders) {
      const events = jq._data(holder, "events");
      if (!events) continue;
      for (const [type, handlers] of Object.entries(events)) {
        for (const handler of handlers) {
          // A handler bound on an element inside a widget, or delegated to one.
          const inside = holder instanceof Element && widgets.some((widget) => widget.contains(holder));
          const delegated =
            handler.selector &&
            widgets.some((widget) => {
              // Delegated handlers see the holder's descendants only.
              if (holder !== document && !(holder as Element).contains(widget)) return false;
              try {
                return widget.matches(handler.selector!) || widget.querySelector(handler.selector!) !== null;
              } catch {
                return false; // jQuery-only syntax (":first"...) matched nothing of ours above
              }
            });
          if (inside || delegated) {
            const where =
              holder instanceof Element
                ? `${holder.tagName.toLowerCase()}${holder.id ? `#${holder.id}` : ""}.${[...holder.classList].join(".")}`
                : "document";
            found.push(`${type} ${handler.selector ?? "(direct)"} on ${where}`);
          }
        }
      }
    }
    return found;
  });
}

/** Odoo's own public widgets have started (its lazy bundle is in). */
async function odooStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Boolean((window as unknown as { odoo?: { __WOWL_DEBUG__?: unknown } }).odoo?.__WOWL_DEBUG__),
    undefined,
    {
      timeout: 30_000,
    },
  );
}

describeBrowser(`generic shop widgets${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    // A new guest each test: their own session, their own cart.
    context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    page = await context.newPage();
    pageErrors.length = 0;
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  afterEach(async () => {
    await context.close();
    expect(pageErrors).toEqual([]);
  });

  function cartCounter(): Locator {
    return page.locator(mounted("shop-cart-link")).locator("sup").first();
  }

  describe("product page", () => {
    let product: VariantProduct;
    beforeAll(async () => {
      product = await createVariantProduct(admin, "e2e");
    });

    test("should grey out and refuse the impossible combination, and price the chosen one", async () => {
      await page.goto(`${odooUrl()}${product.url}`);
      const buyBox = page.locator(mounted("shop-product"));
      const add = buyBox.getByRole("button", { name: "Add to cart" });
      await expect(add.isEnabled()).resolves.toBe(true);
      await buyBox.getByRole("radio", { name: "M", exact: true }).check({ force: true });
      // Linen (select) then Blue (swatch): no such variant.
      await buyBox.getByRole("button", { name: /Fabric/ }).click();
      await page.getByRole("option", { name: /Linen/ }).click();
      const linenPrice = (product.listPrice + product.linenExtra).toFixed(2);
      await buyBox.getByText(linenPrice, { exact: false }).first().waitFor();
      await buyBox.getByRole("radio", { name: "Blue", exact: true }).check({ force: true });
      await buyBox.getByText("This combination does not exist.").waitFor();
      await expect(add.isDisabled()).resolves.toBe(true);
      // Red is possible again.
      await buyBox.getByRole("radio", { name: "Red", exact: true }).check({ force: true });
      await buyBox.getByText("This combination does not exist.").waitFor({ state: "detached" });
      await eventually(
        () => add.isEnabled(),
        (enabled) => enabled,
        { what: "Add to cart enabled" },
      );

      await odooStarted(page);
      expect(await odooHandlersOnReactElements(page)).toEqual([]);
      expect(
        await seriousAxeViolations(page, [
          '[data-widget="shop-product"]',
          '[data-widget="shop-product-gallery"]',
        ]),
      ).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, "shop-product-1280.png") });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: path.join(ARTIFACTS, "shop-product-375.png"), fullPage: true });
    });
  });

  describe("stock and cart", () => {
    let limited: StockProduct;
    let plenty: StockProduct;
    beforeAll(async () => {
      limited = await createStockProduct(admin, "limited", {
        quantity: 3,
        limited: true,
        threshold: 5,
        price: 12,
      });
      plenty = await createStockProduct(admin, "plenty", { quantity: 0, limited: false, price: 4 });
    });

    async function addFromProductPage(product: StockProduct, quantity: number) {
      await page.goto(`${odooUrl()}${product.url}`);
      const buyBox = page.locator(mounted("shop-product"));
      const field = buyBox.getByRole("textbox", { name: /Quantity/ });
      await field.fill(String(quantity));
      await field.blur();
      const add = buyBox.getByRole("button", { name: "Add to cart" });
      const answered = page.waitForResponse((response) => response.url().endsWith("/shop/cart/update_json"));
      await add.click();
      await answered;
      return buyBox;
    }

    test("should clamp the quantity to the stock, add it with one call and count it in the header", async () => {
      await page.goto(`${odooUrl()}${limited.url}`);
      const buyBox = page.locator(mounted("shop-product"));
      await buyBox.getByText(/Only 3 .* left in stock/).waitFor();
      const field = buyBox.getByRole("textbox", { name: /Quantity/ });
      await field.fill("5");
      await field.blur();
      await eventually(
        () => field.inputValue(),
        (value) => value === "3",
      );
      // The price of 3 (pricelist quantity rules) has been asked: the page is at rest.
      await page.waitForResponse((response) => response.url().endsWith("/shop/get_unit_price"));

      const calls: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") calls.push(new URL(request.url()).pathname);
      });
      await buyBox.getByRole("button", { name: "Add to cart" }).click();
      await eventually(
        () => cartCounter().textContent(),
        (value) => value === "3",
      );
      expect(calls.filter((call) => call.startsWith("/shop/"))).toEqual(["/shop/cart/update_json"]);

      // Everything in stock is in the cart now.
      await page.reload();
      const again = page.locator(mounted("shop-product"));
      await again.getByText("You already added all the available product in your cart.").waitFor();
      await expect(again.getByRole("button", { name: "Add to cart" }).isDisabled()).resolves.toBe(true);
    });

    test("should edit, correct, discount and remove cart lines", async () => {
      const code = await createPromoCode(admin, 10);
      const scarce = await createStockProduct(admin, "scarce", { quantity: 3, limited: true, price: 12 });
      await addFromProductPage(scarce, 1);
      await addFromProductPage(plenty, 1);
      await page.goto(`${odooUrl()}/shop/cart`);
      const cart = page.locator(mounted("shop-cart"));
      const total = cart.getByTestId("amount-total");
      await eventually(
        () => total.textContent(),
        (value) => (value ?? "").includes("16.00"),
      );

      // 1 → 3 of the water: one call after the debounce, the total follows.
      const water = cart.getByRole("textbox", { name: `Quantity of ${plenty.name}` });
      await water.fill("3");
      await eventually(
        () => total.textContent(),
        (value) => (value ?? "").includes("24.00"),
      );

      // Another customer took a box since the page was shown: 3 asked, 2 left. The
      // server's quantity comes back into the field, with its warning.
      await setStock(admin, scarce.productId, 2);
      const boxes = cart.getByRole("textbox", { name: `Quantity of ${scarce.name}` });
      await boxes.fill("3");
      await eventually(
        () => boxes.inputValue(),
        (value) => value === "2",
        { timeout: 10_000 },
      );
      await cart.getByRole("alert").filter({ hasText: "only 2" }).waitFor({ timeout: 5_000 });
      await eventually(
        () => total.textContent(),
        (value) => (value ?? "").includes("36.00"),
      );

      // A wrong code changes nothing; the run's own code takes 10 %.
      const promo = cart.getByRole("textbox", { name: "Promo code" });
      await promo.fill("NO-SUCH-CODE");
      await cart.getByRole("button", { name: "Apply" }).click();
      await eventually(
        () => promo.getAttribute("aria-invalid"),
        (value) => value === "true",
      );
      await eventually(
        () => total.textContent(),
        (value) => (value ?? "").includes("36.00"),
      );
      await promo.fill(code);
      await cart.getByRole("button", { name: "Apply" }).click();
      await eventually(
        () => total.textContent(),
        (value) => (value ?? "").includes("32.40"),
      );

      await cart.getByRole("button", { name: `Remove ${plenty.name}` }).click();
      await water.waitFor({ state: "detached" });
      await eventually(
        () => cartCounter().textContent(),
        (value) => value === "2",
      );

      await odooStarted(page);
      expect(await odooHandlersOnReactElements(page)).toEqual([]);
      expect(
        await seriousAxeViolations(page, ['[data-widget="shop-cart"]', '[data-widget="shop-cart-link"]']),
      ).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, "shop-cart-1280.png"), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: path.join(ARTIFACTS, "shop-cart-375.png"), fullPage: true });
    });

    test("should open the mini cart after 300 ms of hover and close it 1 s after the pointer leaves", async () => {
      await addFromProductPage(plenty, 2);
      const link = page.locator(mounted("shop-cart-link")).getByRole("link").first();
      await link.hover();
      const popover = page.getByRole("dialog", { name: /cart/i });
      await page.waitForTimeout(150);
      await expect(popover.count()).resolves.toBe(0);
      await popover.waitFor({ timeout: 2_000 });
      await popover.getByText(plenty.name).waitFor();
      await page.mouse.move(5, 900);
      await page.waitForTimeout(600);
      await expect(popover.isVisible()).resolves.toBe(true);
      await popover.waitFor({ state: "detached", timeout: 2_000 });
      expect(await seriousAxeViolations(page, ['[data-widget="shop-cart-link"]'])).toEqual([]);
    });
  });
});
