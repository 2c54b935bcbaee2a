// Markup in shop data renders as text everywhere. As admin the suite adds a
// dish (on the current week's menu) and an extra whose name, description,
// ingredients and allergens carry HTML that would run script if parsed, and a
// customer whose name and address carry it; the customer types more into a
// new address and the delivery remark, and the street suggestions (intercepted
// /getmatches) carry it in their labels. Every page and step where these show —
// "Our menu" on the home page, compose cards, the meal detail dialog, the cart
// panel, extras, the delivery step's addresses, suggestions and summary, Odoo's
// /shop/payment, confirmation (with our thank-you widget) and portal order
// pages — must show the literal text, run nothing (window.__xss stays unset)
// and hold none of the injected elements. The box size, menus, extra and the
// zone delivering the customer are the suite's own (createMealboxWorld); the
// marked dish and extra are copies of the world's. Everything created is
// removed after.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { openLoopbackPage } from "../harness/loopback-page";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { createMealboxWorld, FIXTURE_PREFIX, type MealboxWorld } from "../harness/mealbox-fixtures";
import {
  adminCall,
  belgianAddress,
  createThrowawayCustomer,
  type ThrowawayCustomer,
} from "../harness/throwaway-customer";
import {
  DELIVERY,
  heading,
  openWizard,
  pickFirstDeliveryOption,
  settled,
  shareSession,
  singleDishes,
  wizard,
} from "../harness/wizard-page";

/** A size of the world's (RUN_BOX_SIZES). */
const SIZE = { meals: 3, people: 2 };
/** The zip code of the customer's addresses: the world's zone delivers it. */
const HOME_ZIP = "1000";
const skip = chromiumSkipReason();
const describeBrowser = skip ? describe.skip : describeWithOdoo;

/** Markup that runs script (sets window.__xss) or adds a marked element if it is ever parsed as HTML. */
function payload(tag: string, text: string): string {
  return `<img src=x class=xss onerror="__xss='${tag}'"><b class=xss>${text}</b>`;
}
// The world's prefix first: a run cut before afterAll leaves them to the next run's clean-up.
const DISH = `${FIXTURE_PREFIX} ${payload("dish", "Tomato soup")}"'><svg class=xss onload="__xss='dish-attr'">`;
const EXTRA = `${FIXTURE_PREFIX} ${payload("extra", "Brownie")}`;
const INGREDIENTS = payload("ingredients", "Basil");
const ALLERGENS = payload("allergens", "Celery");
const DESCRIPTION = payload("description", "Slow-cooked");
const CUSTOMER = payload("name", "Ann");
const BILLING_STREET = payload("street", "Rue 1");
const SHIP_FIRST = `<b class=xss>Eva</b>`;
const SHIP_STREET = payload("ship", "Rue 2");
const SHIP_CITY = `<i class=xss>Bruxelles</i>`;
const REMARK = payload("remark", "Ring");
const SUGGESTION = payload("suggestion", "Rue de la Loi 16, 1000 Bruxelles");

type Injection = { xss: unknown; elements: string[] };

/** What ran or was injected on the page: nothing, when markup stays text. */
async function injections(page: Page): Promise<Injection> {
  // A broken image fires onerror within a tick of loading: let the network settle first.
  await page.waitForLoadState("networkidle").catch(() => undefined);
  return page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    elements: [...document.querySelectorAll('.xss, img[src="x"], svg[onload], [onerror*="__xss"]')].map(
      (el) => el.outerHTML.slice(0, 80),
    ),
  }));
}

/**
 * The page holds `texts` literally (as characters: Odoo's pages may keep them
 * in a collapsed summary, so text content rather than what is drawn) and ran
 * or injected nothing.
 */
async function expectInert(page: Page, texts: string[], where: string): Promise<void> {
  const shown = await page.evaluate(() => document.body.textContent ?? "");
  expect({ where, missing: texts.filter((text) => !shown.includes(text)) }).toEqual({ where, missing: [] });
  expect({ where, ...(await injections(page)) }).toEqual({ where, xss: undefined, elements: [] });
}

async function unlinkOrArchive(admin: OdooSession, model: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  try {
    await adminCall(admin, model, "unlink", [ids]);
  } catch {
    await adminCall(admin, model, "write", [ids, { active: false }]);
  }
}

jest.setTimeout(240_000);

describeBrowser(`markup renders as text${skip ? ` [skipped: ${skip}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let customer: ThrowawayCustomer;
  let world: MealboxWorld | undefined;
  const templates: number[] = [];
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const blocked: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    world = await createMealboxWorld(admin, { zoneZip: HOME_ZIP });
    // A copy of a single-portion dish of the world's menus, on the same menus, with markup.
    const dish = world.menu.veggieDishes[0]!;
    const [original] = await adminCall<{ mealbox_week_menu_ids: number[] }[]>(
      admin,
      "product.template",
      "read",
      [[dish.id], ["mealbox_week_menu_ids"]],
    );
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    templates.push(
      await adminCall<number>(admin, "product.template", "copy", [
        [dish.id],
        {
          name: DISH,
          mealbox_ingredients: INGREDIENTS,
          mealbox_allergens: ALLERGENS,
          // An HTML field: the markup is its text (escaped), as an editor would type it.
          description_ecommerce: `<p>${escape(DESCRIPTION)}</p>`,
        },
      ]),
    );
    await adminCall(admin, "product.template", "write", [
      [templates[0]],
      { is_published: true, mealbox_week_menu_ids: [[6, 0, original?.mealbox_week_menu_ids ?? []]] },
    ]);
    templates.push(
      await adminCall<number>(admin, "product.template", "copy", [[world.menu.extra.id], { name: EXTRA }]),
    );
    await adminCall(admin, "product.template", "write", [[templates[1]], { is_published: true }]);
    customer = await createThrowawayCustomer(admin, CUSTOMER, {
      ...(await belgianAddress(admin)),
      zip: HOME_ZIP,
      street: BILLING_STREET,
    });
  });
  afterAll(async () => {
    // Orders first: their lines hold the products.
    await customer?.remove();
    await unlinkOrArchive(admin, "product.template", templates);
    await world?.remove();
    await browser?.close();
  });
  beforeEach(async () => {
    pageErrors.length = 0;
    ({ context, page } = await openLoopbackPage(browser, { blocked, pageErrors, timeout: 30_000 }));
  });
  afterEach(async () => {
    await context.close();
  });

  test("the check itself: markup parsed as HTML is caught", async () => {
    await page.goto(`${odooUrl()}/web/login`);
    await page.evaluate((html) => {
      document.body.insertAdjacentHTML("beforeend", html);
    }, DISH);
    const found = await injections(page);
    expect(found.xss).toBe("dish");
    expect(found.elements.length).toBeGreaterThan(0);
  });

  test("should show the dish's name as text in 'Our menu' on the home page", async () => {
    await page.goto(`${odooUrl()}/`);
    const menu = page.locator('[data-widget="our-menu"][data-widget-state="mounted"]');
    await menu.getByText("Tomato soup").first().waitFor();
    await expectInert(page, [DISH], "home: our menu");
  });

  test("should show names, details, addresses, suggestions and remarks as text from compose to the thank-you page", async () => {
    await shareSession(context, customer.session);
    await openWizard(page, odooUrl(), `?meal=${SIZE.meals}&people=${SIZE.people}&state=compose`);

    // Compose: the card, then the detail dialog.
    const card = wizard(page).locator(".weekbox-dish-card").filter({ hasText: "Tomato soup" });
    await card.waitFor();
    await expect(card.locator(".weekbox-dish-name").innerText()).resolves.toBe(DISH);
    await card.locator(".weekbox-dish-open").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Ingredients" }).waitFor();
    await expectInert(page, [DISH, DESCRIPTION, INGREDIENTS, ALLERGENS], "meal detail dialog");
    await dialog.getByRole("button", { name: "Close" }).click();

    // In the box, with two more dishes.
    await card.getByRole("button", { name: `Add ${DISH}`, exact: true }).click();
    await settled(page);
    for (let added = 1; added < SIZE.meals; added++) {
      const other = singleDishes(page).filter({ hasNotText: "Tomato soup" }).first();
      await other.locator(".weekbox-dish-add").click();
      await settled(page);
    }
    await expectInert(page, [DISH], "compose: cards and cart panel");

    // Extras: the card, then in the box.
    await wizard(page).getByRole("button", { name: "Next" }).click();
    await settled(page);
    await expect(heading(page).innerText()).resolves.toBe("Add extras");
    const extra = wizard(page).locator(".weekbox-dish-card").filter({ hasText: "Brownie" });
    await expect(extra.locator(".weekbox-dish-name").innerText()).resolves.toBe(EXTRA);
    await extra.locator(".weekbox-dish-add").click();
    await settled(page);
    await wizard(page).locator(".weekbox-box-panel").getByText(EXTRA).waitFor();
    await expectInert(page, [EXTRA], "extras: card and cart panel");

    // Delivery: the customer's billing address and the summary.
    await page.route("**/getmatches", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          result: [
            {
              label: SUGGESTION,
              highlights: [[0, 10]],
              precision: "Address",
              description: payload("suggestion-description", "near the park"),
              tags: ["unvalidated-housenumber"],
              value: SUGGESTION,
              context: "bel",
              address: null,
            },
          ],
        }),
      }),
    );
    await wizard(page).getByRole("button", { name: "Next" }).click();
    const step = page.locator(DELIVERY);
    await step.getByRole("button", { name: /^Pay/ }).waitFor();
    await settled(page);
    await expectInert(page, [CUSTOMER, BILLING_STREET, DISH, EXTRA], "delivery: billing address and summary");

    // A new address typed with markup; the suggestions carry it too.
    await step.getByRole("button", { name: "Add an address" }).click();
    const form = step.locator("form.weekbox-address-form");
    await form.getByRole("textbox", { name: /First name/ }).fill(SHIP_FIRST);
    await form.getByRole("textbox", { name: /Last name/ }).fill("Smet");
    await form.getByRole("textbox", { name: /^Email/ }).fill("eva.smet@example.com");
    await form.getByRole("textbox", { name: /^Phone/ }).fill("+32 470 00 00 03");
    await form.getByRole("textbox", { name: /Zip code/ }).fill(HOME_ZIP);
    await form.getByRole("textbox", { name: /City/ }).fill(SHIP_CITY);
    const street = form.getByRole("combobox", { name: /Street and number/ });
    await street.pressSequentially("Rue", { delay: 15 });
    const option = page.getByRole("option", { name: /Rue de la Loi 16/ });
    await option.waitFor();
    await expect(option.innerText()).resolves.toContain(SUGGESTION);
    await expectInert(page, [SUGGESTION], "street suggestions");
    await street.press("Escape");
    await street.fill(SHIP_STREET);
    await street.press("Escape");
    await form.getByRole("button", { name: "Save address" }).click();
    await form.waitFor({ state: "detached", timeout: 15_000 }).catch(async (error: unknown) => {
      throw new Error(`the address was not saved: ${await form.innerText()}`, { cause: error });
    });
    await settled(page);
    const shipName = `${SHIP_FIRST} Smet`;
    await step.getByTestId("shipping-choice").filter({ hasText: "Rue 2" }).first().waitFor();
    await expectInert(page, [shipName, SHIP_STREET, SHIP_CITY], "delivery: shipping addresses");

    await pickFirstDeliveryOption(page, step);
    const dates = step.getByRole("combobox", { name: "Delivery date" });
    await dates.selectOption((await dates.locator("option").nth(1).getAttribute("value")) ?? "0");
    await step.getByRole("textbox", { name: "Remark for the delivery" }).fill(REMARK);

    // Odoo's payment page renders the order's lines and addresses.
    await step.getByRole("button", { name: /^Pay/ }).click();
    await page.waitForURL(/\/shop\/payment/);
    await expectInert(page, [DISH], "/shop/payment");
    // Wire transfer: no card to type, and Odoo's confirmation page follows at once.
    await page.getByText("Wire Transfer", { exact: true }).click();
    await page.getByRole("button", { name: /^Pay/ }).first().click();
    await page.waitForURL(/\/shop\/confirmation/, { timeout: 60_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: `${__dirname}/../.artifacts/xss-markup-payment-failed.png` });
      throw error;
    });
    await page.locator('[data-widget="mealbox-thanks"][data-widget-state="mounted"]').waitFor();
    await expectInert(page, [DISH], "/shop/confirmation with the thank-you widget");

    // The remark reached the order as typed.
    const orderId = Number(
      await page
        .locator('[data-widget="mealbox-thanks"]')
        .evaluate((el) => JSON.parse(el.getAttribute("data-props") ?? "{}").orderId),
    );
    const [order] = await adminCall<{ mealbox_remark: string; access_url: string }[]>(
      admin,
      "sale.order",
      "read",
      [[orderId], ["mealbox_remark", "access_url"]],
    );
    expect(order?.mealbox_remark).toBe(REMARK);

    // The customer's portal: the order (lines, addresses) and their details.
    await page.goto(`${odooUrl()}${order?.access_url ?? "/my/orders"}`);
    await expectInert(page, [DISH], "portal order page");
    await page.goto(`${odooUrl()}/my/account`);
    await expectInert(page, [], "portal account page");
    expect(pageErrors).toEqual([]);
  });
});
