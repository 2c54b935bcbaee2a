// The customer portal's widgets on Odoo 17's own /my pages, in Debian's
// Chromium, as a portal customer of the suite's own: 'Your Details' (the
// country and its states, Odoo's refusals beside their fields, the server's
// own state check) and the search panel of the order list, by keyboard.
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { odooHandlersOnReactElements, odooStarted } from "../harness/odoo-handlers";
import { framesRendered } from "../harness/page-settled";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import {
  belgianAddress,
  createThrowawayCustomer,
  type ThrowawayCustomer,
} from "../harness/throwaway-customer";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const mounted = (widget: string) => `[data-widget="${widget}"][data-widget-state="mounted"]`;
// Rendered by React (the mount point's server fallback has a country select of its own).
const ADDRESS_FIELDS = '[data-widget="portal-details"] .weekbox-portal-address';
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

describeBrowser(`customer portal widgets${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let customer: ThrowawayCustomer;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    customer = await createThrowawayCustomer(admin, "Portal Widgets Customer", await belgianAddress(admin));
  });
  afterAll(async () => {
    await browser?.close();
    await customer?.remove();
  });
  async function openAs(viewport = { width: 1280, height: 1000 }): Promise<void> {
    context = await browser.newContext({ viewport });
    await context.addCookies([{ name: "session_id", value: customer.session.sessionId!, url: odooUrl() }]);
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
  }
  afterEach(async () => {
    await context?.close();
    expect(pageErrors.splice(0)).toEqual([]);
  });

  async function partner(): Promise<{ country: string; state: string | false; name: string }> {
    const [read] = await callKw<
      { country_id: [number, string]; state_id: [number, string] | false; name: string }[]
    >(admin, "res.partner", "read", [[customer.partnerId], ["country_id", "state_id", "name"]]);
    return { country: read!.country_id[1], state: read!.state_id && read!.state_id[1], name: read!.name };
  }

  async function chooseCountry(name: string): Promise<void> {
    // Not while Odoo's header still changes the page's scroll (see odooStarted).
    await odooStarted(page);
    const country = page.getByRole("combobox", { name: /Country/ });
    // At the top of the window, so that its list opens in view: a scroll closes it, as for a person.
    // At once ("instant"): the page's CSS scrolls smoothly, over frames whose scroll events
    // would close the list; the browser sends the last one at its next frame.
    await country.evaluate((input) => input.scrollIntoView({ block: "start", behavior: "instant" }));
    await framesRendered(page);
    await country.fill(name);
    await page.getByRole("option", { name, exact: true }).click();
    await expect(country.inputValue()).resolves.toBe(name);
  }

  test("should save a country with one of its states, and hide the state for a country without", async () => {
    await openAs();
    await page.goto(`${odooUrl()}/my`);
    await page
      .getByRole("button", { name: /Edit information/ })
      .or(page.getByRole("link", { name: /Edit information/ }))
      .first()
      .click();
    await page.waitForURL(/\/my\/account/);
    const fields = page.locator(ADDRESS_FIELDS);
    await fields.waitFor();
    // Belgium has no states: none offered.
    await expect(fields.getByRole("button", { name: /State \/ Province/ }).count()).resolves.toBe(0);

    await chooseCountry("United States");
    const state = fields.getByRole("button", { name: /State \/ Province/ });
    await state.click();
    await page.getByRole("option", { name: "New York", exact: true }).click();
    await odooStarted(page);
    expect(await odooHandlersOnReactElements(page)).toEqual([]);
    expect(await seriousAxeViolations(page, ["main"])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "portal-details-1280.png"), fullPage: true });
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/my\/home/);
    expect(await partner()).toMatchObject({
      country: "United States",
      state: expect.stringMatching(/^New York\b/),
    });

    await page.goto(`${odooUrl()}/my/account`);
    await page.locator(ADDRESS_FIELDS).waitFor();
    await chooseCountry("Belgium");
    await expect(page.getByRole("button", { name: /State \/ Province/ }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/my\/home/);
    expect(await partner()).toMatchObject({ country: "Belgium", state: false });
  });

  test("should show each refused field's reason beside it, and keep what was typed", async () => {
    await openAs({ width: 375, height: 800 });
    await page.goto(`${odooUrl()}/my/account`);
    await page.locator(ADDRESS_FIELDS).waitFor();
    await page.getByLabel("Name", { exact: true }).fill("");
    // The browser takes it (type=email), Odoo does not (no top-level domain).
    await page.getByLabel("Email", { exact: true }).fill("pia@localhost");
    await chooseCountry("Canada");
    const refused = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === "/my/account",
    );
    await page.getByRole("button", { name: "Save" }).click();
    expect((await refused).status()).toBe(200);
    await page.waitForLoadState("domcontentloaded");
    const name = page.getByLabel("Name", { exact: true });
    await expect(name.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(name.inputValue()).resolves.toBe("");
    const describedBy = await name.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`).textContent()).resolves.toContain("This field is required.");
    await expect(page.getByLabel("Email", { exact: true }).inputValue()).resolves.toBe("pia@localhost");
    const email = page.getByLabel("Email", { exact: true });
    await expect(
      page.locator(`#${await email.getAttribute("aria-describedby")}`).textContent(),
    ).resolves.toContain("Please enter a valid email address.");
    await page.locator(ADDRESS_FIELDS).waitFor();
    await expect(page.getByRole("combobox", { name: /Country/ }).inputValue()).resolves.toBe("Canada");
    expect(await seriousAxeViolations(page, ["main"])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "portal-details-errors-375.png"), fullPage: true });
    expect((await partner()).name).toBe("Portal Widgets Customer");
  });

  test("should search the order list by product, from the keyboard", async () => {
    const stamp = uniqueStamp();
    const products = await Promise.all(
      ["tea towel", "bread knife"].map((label) =>
        callKw<number>(admin, "product.product", "create", [
          { name: `Portal ${label} ${stamp}`, list_price: 12 },
        ]),
      ),
    );
    const orderIds: number[] = [];
    for (const productId of products) {
      orderIds.push(
        await callKw<number>(admin, "sale.order", "create", [
          {
            partner_id: customer.partnerId,
            order_line: [[0, 0, { product_id: productId, product_uom_qty: 1 }]],
          },
        ]),
      );
    }
    await callKw(admin, "sale.order", "action_confirm", [orderIds]);
    const orders = await callKw<{ name: string }[]>(admin, "sale.order", "read", [orderIds, ["name"]]);

    await openAs();
    await page.goto(`${odooUrl()}/my/orders?sortby=name`);
    const panel = page.locator(mounted("portal-search"));
    await panel.waitFor();
    await odooStarted(page);
    await panel.getByRole("button", { name: /Search in/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Search in Products" }).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    // The list closes and hands focus back to its button a moment later: a Tab before that starts
    // from the page's top (CI once typed into nothing and pressed Enter on the logo's link to /).
    await page.getByRole("listbox").waitFor({ state: "detached" });
    await page.waitForFunction(
      () =>
        document.activeElement?.tagName === "BUTTON" &&
        document.activeElement.closest('[data-widget="portal-search"]') !== null,
    );
    await page.keyboard.press("Tab");
    await page.keyboard.type(`bread knife ${stamp}`);
    await page.keyboard.press("Enter");

    await page.waitForURL(/search_in=product/);
    const query = new URL(page.url()).searchParams;
    expect([query.get("search_in"), query.get("search"), query.get("sortby")]).toEqual([
      "product",
      `bread knife ${stamp}`,
      "name",
    ]);
    const table = page.locator("main table");
    await expect(table.textContent()).resolves.toContain(orders[1]!.name);
    await expect(table.textContent()).resolves.not.toContain(orders[0]!.name);
    await page.locator(mounted("portal-search")).waitFor();
    await odooStarted(page);
    expect(await odooHandlersOnReactElements(page)).toEqual([]);
    expect(await seriousAxeViolations(page, ["main"])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "portal-search-1280.png") });
  });
});
