// The staff's bar (website-publish widget) on a product page, in Debian's
// Chromium: a publisher switches the product off and on by keyboard; a
// designer whom Odoo lets publish but not change products gets the dialog
// saying why, with the way to the back office; the apps link keeps debug.
// Each run brings its own product and staff users.
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { eventually } from "../harness/eventually";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { odooHandlersOnReactElements, odooStarted } from "../harness/odoo-handlers";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { createPublishedProduct, type PublishedProduct } from "../harness/published-product";
import { retireProducts } from "../harness/shop-catalogue";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const BAR = '[data-widget="website-publish"] .weekbox-staff-bar';
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

async function groupId(admin: OdooSession, xmlid: string): Promise<number> {
  const [module, name] = xmlid.split(".");
  const [found] = await callKw<{ res_id: number }[]>(
    admin,
    "ir.model.data",
    "search_read",
    [
      [
        ["module", "=", module],
        ["name", "=", name],
      ],
    ],
    { fields: ["res_id"] },
  );
  if (!found) throw new Error(`no ${xmlid}`);
  return found.res_id;
}

describeBrowser(`staff's bar${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let context: BrowserContext | undefined;
  let page: Page;
  const pageErrors: string[] = [];
  const users: number[] = [];
  let product: PublishedProduct;

  async function staffUser(label: string, groups: string[]): Promise<OdooSession> {
    const login = `staff-bar-${label}-${uniqueStamp()}`;
    const ids = await Promise.all(groups.map((xmlid) => groupId(admin, xmlid)));
    users.push(
      await callKw<number>(admin, "res.users", "create", [
        { name: `Staff bar ${label}`, login, password: login, groups_id: [[6, 0, ids]] },
      ]),
    );
    return loginAs(login, login);
  }

  async function openAs(session: OdooSession, url: string): Promise<void> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "session_id", value: session.sessionId!, url: odooUrl() }]);
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(`${odooUrl()}${url}`);
    await page.locator(BAR).waitFor();
    await odooStarted(page);
  }

  async function isPublished(): Promise<boolean> {
    const [read] = await callKw<{ website_published: boolean }[]>(admin, "product.template", "read", [
      [product.id],
      ["website_published"],
    ]);
    return read!.website_published;
  }

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    product = await createPublishedProduct(admin, "Staff bar teapot", 25);
  });
  afterAll(async () => {
    await browser?.close();
    if (!admin) return;
    await retireProducts(admin, [product.id]);
    if (users.length) await callKw(admin, "res.users", "write", [users, { active: false }]);
  });
  afterEach(async () => {
    await context?.close();
    expect(pageErrors.splice(0)).toEqual([]);
  });

  test("should unpublish and publish the page's product by keyboard", async () => {
    const publisher = await staffUser("publisher", [
      "base.group_user",
      "website.group_website_designer",
      "sales_team.group_sale_manager",
    ]);
    await openAs(publisher, `${product.url}?debug=1`);
    const bar = page.locator(BAR);
    await expect(bar.getByRole("link", { name: /Apps/ }).getAttribute("href")).resolves.toBe(
      "/web?debug=1#home",
    );
    const toggle = bar.getByRole("switch", { name: /^Published: Staff bar teapot/ });
    expect(await odooHandlersOnReactElements(page)).toEqual([]);
    expect(await seriousAxeViolations(page, [BAR])).toEqual([]);

    // Odoo slides its buttons in on hover only; keyboard focus brings ours in too.
    await toggle.focus();
    await eventually(
      async () => (await bar.locator(".weekbox-publish-switch").boundingBox())?.x ?? -1,
      (x) => x >= 0,
      { what: "the switch's left edge" },
    );
    await page.screenshot({
      path: path.join(ARTIFACTS, "staff-bar-1280.png"),
      clip: { x: 0, y: 0, width: 700, height: 160 },
    });
    await page.keyboard.press("Space");
    await eventually(isPublished, (published) => !published, { what: "the product's published flag" });
    await expect(bar.getByText("Unpublished", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-widget="website-publish"]').getAttribute("data-publish")).resolves.toBe(
      "off",
    );

    await page.keyboard.press("Space");
    await eventually(isPublished, (published) => published, { what: "the product's published flag" });
    await expect(toggle.isChecked()).resolves.toBe(true);
  });

  test("should say why Odoo refused, pointing to the product in the back office", async () => {
    const designer = await staffUser("designer", ["base.group_user", "website.group_website_designer"]);
    await openAs(designer, product.url);
    const bar = page.locator(BAR);
    const toggle = bar.getByRole("switch", { name: /^Published: / });
    // Spec §2.1: the record in the back office, from the bar and from the dialog alike.
    const backOffice = `/web#return_label=Website&model=product.template&id=${product.id}`;
    await expect(bar.getByRole("link", { name: "Edit in back office" }).getAttribute("href")).resolves.toBe(
      backOffice,
    );
    // By keyboard: the dialog takes the focus (the bar behind it goes inert) and Escape closes it.
    await toggle.focus();
    await page.keyboard.press("Space");
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await eventually(
      () => dialog.evaluate((element) => element.contains(document.activeElement)),
      (inside) => inside,
      { what: "the focus inside the dialog" },
    );
    // Odoo 17's AccessError has one argument, its message: the title is Odoo's for that error.
    await expect(dialog.getByRole("heading").textContent()).resolves.toBe("Access Error");
    await expect(dialog.locator(".weekbox-publish-error-message").textContent()).resolves.toMatch(
      /^You are not allowed to modify 'Product' \(product.template\) records\./,
    );
    await expect(
      dialog.getByRole("link", { name: "the classic Odoo interface" }).getAttribute("href"),
    ).resolves.toBe(backOffice);
    expect(await seriousAxeViolations(page, ["[role=alertdialog]"])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "staff-bar-refused-1280.png") });
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(toggle.isChecked()).resolves.toBe(true);
    expect(await isPublished()).toBe(true);

    // A proxy's failure (Odoo out of reach behind it): the dialog says the HTTP status.
    await page.route("**/website/publish", (route) =>
      route.fulfill({ status: 503, contentType: "text/html", body: "<h1>503 Service Unavailable</h1>" }),
    );
    // A mouse user: the corner first (the buttons slide in on hover), then the switch.
    await page.mouse.move(5, 5);
    await bar.locator(".weekbox-publish-switch").click();
    await dialog.waitFor();
    await expect(dialog.locator(".weekbox-publish-error-message").textContent()).resolves.toBe(
      "Service Unavailable (HTTP 503)",
    );
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(toggle.isChecked()).resolves.toBe(true);
  });
});
