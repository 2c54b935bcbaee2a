// The street autocomplete's provider failing, as a customer on the delivery
// step sees it: /getmatches (our route relaying to the provider) is made to
// hang, answer HTTP 500, drop the connection, return a JSON-RPC error or a
// page that is not JSON — intercepted in the browser. Each time the visitor
// types the address by hand, saves it and reaches the payment page; the
// suggestions list says there are none instead of "looking up" for ever; no
// page error. And at the source: a provider that never answers makes Odoo give
// up after its 3 s and suggest from its own data. The box size, menu and the
// zone delivering the customer's zip code are the suite's own (createMealboxWorld).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { openLoopbackPage } from "../harness/loopback-page";
import { createMealboxWorld, type MealboxWorld } from "../harness/mealbox-fixtures";
import { composeFullBox, openBox } from "../harness/mealbox-flow";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import {
  adminCall,
  belgianAddress,
  createThrowawayCustomer,
  type ThrowawayCustomer,
} from "../harness/throwaway-customer";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import { DELIVERY, pickFirstDeliveryOption, settled, shareSession } from "../harness/wizard-page";

/** A size of the world's (RUN_BOX_SIZES). */
const SIZE = { meals: 3, people: 2 };
/** The zip code of the customer's addresses: the world's zone delivers it. */
const HOME_ZIP = "1000";
const URL_PARAM = "website_sale_mealbox.autocomplete_url";
const KEY_PARAM = "website_sale_mealbox.autocomplete_key";
const NO_SUGGESTIONS = "No suggestions: type your address as usual.";
const skip = chromiumSkipReason();
const describeBrowser = skip ? describe.skip : describeWithOdoo;

jest.setTimeout(180_000);

type Failure = { name: string; handle: (route: Route) => Promise<void> | void };

const FAILURES: Failure[] = [
  // Never answered: the request stays open until the page goes.
  { name: "hangs", handle: () => undefined },
  {
    name: "answers HTTP 500",
    handle: (route) => route.fulfill({ status: 500, body: "Internal Server Error" }),
  },
  { name: "drops the connection", handle: (route) => route.abort("connectionreset") },
  {
    name: "returns a JSON-RPC error",
    handle: (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          error: {
            code: 200,
            message: "Odoo Server Error",
            data: {
              name: "builtins.Exception",
              message: "provider down",
              debug: "Traceback (most recent call…",
            },
          },
        }),
      }),
  },
  {
    name: "returns a page that is not JSON",
    handle: (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<html>502 Bad Gateway</html>" }),
  },
];

/** A provider that accepts connections and never answers. */
function startSilentProvider(): Promise<{ server: Server; url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer(() => {
    hits++;
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, hits: () => hits });
    }),
  );
}

describeBrowser(`address provider failures${skip ? ` [skipped: ${skip}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let customer: ThrowawayCustomer;
  let world: MealboxWorld | undefined;
  let orderId: number;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const blocked: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    world = await createMealboxWorld(admin, { zoneZip: HOME_ZIP });
    customer = await createThrowawayCustomer(admin, "Provider Faults", {
      ...(await belgianAddress(admin)),
      zip: HOME_ZIP,
    });
    const client = widgetRpcClient(customer.session);
    await openBox(client, SIZE);
    orderId = (await composeFullBox(client, SIZE)).order_id;
  });
  afterAll(async () => {
    await customer?.remove();
    await world?.remove();
    await browser?.close();
  });
  beforeEach(async () => {
    pageErrors.length = 0;
    ({ context, page } = await openLoopbackPage(browser, { blocked, pageErrors, timeout: 30_000 }));
    // Before any navigation: the page's first request already carries the customer's session.
    await shareSession(context, customer.session);
  });
  afterEach(async () => {
    await context.close();
  });

  async function openDelivery() {
    await page.goto(
      `${odooUrl()}/mealbox?meal=${SIZE.meals}&people=${SIZE.people}&state=delivery&order_id=${orderId}`,
    );
    const step = page.locator(DELIVERY);
    await step.getByRole("button", { name: /^Pay/ }).waitFor();
    await settled(page);
    return step;
  }

  test.each(FAILURES)(
    "should let the visitor type the address and pay when /getmatches $name",
    async ({ handle }) => {
      const lookups: string[] = [];
      await page.route("**/getmatches", (route) => {
        lookups.push(route.request().postData() ?? "");
        return handle(route);
      });
      const step = await openDelivery();
      await step.getByRole("button", { name: "Add an address" }).click();
      const form = step.locator("form.weekbox-address-form");
      await form.getByRole("textbox", { name: /First name/ }).fill("Nora");
      await form.getByRole("textbox", { name: /Last name/ }).fill("Peeters");
      await form.getByRole("textbox", { name: /^Email/ }).fill("nora.peeters@example.com");
      await form.getByRole("textbox", { name: /^Phone/ }).fill("+32 470 00 00 01");
      const street = form.getByRole("combobox", { name: /Street and number/ });
      await street.pressSequentially("Kerkstraat 12", { delay: 15 });
      // The list gives up and says so, the visitor's text untouched (12 s > the lookup's 8 s limit).
      await page.getByText(NO_SUGGESTIONS).waitFor({ timeout: 12_000 });
      expect(lookups.length).toBeGreaterThan(0);
      await expect(street.inputValue()).resolves.toBe("Kerkstraat 12");
      await expect(street.isEditable()).resolves.toBe(true);

      // Moving on closes the list: nothing left open over the form.
      await street.press("Tab");
      await page.locator(".weekbox-autocomplete-popover").waitFor({ state: "detached" });
      await form.getByRole("textbox", { name: /Zip code/ }).fill(HOME_ZIP);
      await form.getByRole("textbox", { name: /City/ }).fill("Bruxelles");
      await expect(page.getByText(/Looking up addresses|No suggestions/).count()).resolves.toBe(0);
      await form.getByRole("button", { name: "Save address" }).click();
      await form.waitFor({ state: "detached" });
      await settled(page);
      await expect(
        step.getByTestId("shipping-choice").filter({ hasText: "Kerkstraat 12" }).first().isVisible(),
      ).resolves.toBe(true);

      await pickFirstDeliveryOption(page, step);
      const dates = step.getByRole("combobox", { name: "Delivery date" });
      await dates.selectOption((await dates.locator("option").nth(1).getAttribute("value")) ?? "0");
      await step.getByRole("button", { name: /^Pay/ }).click();
      const problem = step.locator(".weekbox-pay-problem");
      await Promise.race([page.waitForURL(/\/shop\/payment/, { waitUntil: "commit" }), problem.waitFor()]);
      if (!/\/shop\/payment/.test(page.url())) expect(await problem.innerText()).toBe("(no problem)");
      expect(pageErrors).toEqual([]);
    },
  );

  test("should suggest from Odoo's own data when the provider itself never answers", async () => {
    const provider = await startSilentProvider();
    const saved = {
      url: await adminCall<string | false>(admin, "ir.config_parameter", "get_param", [URL_PARAM]),
      key: await adminCall<string | false>(admin, "ir.config_parameter", "get_param", [KEY_PARAM]),
    };
    try {
      await adminCall(admin, "ir.config_parameter", "set_param", [URL_PARAM, provider.url]);
      await adminCall(admin, "ir.config_parameter", "set_param", [KEY_PARAM, "hardening-key"]);
      const step = await openDelivery();
      await step.getByRole("button", { name: "Add an address" }).click();
      const street = step.getByRole("combobox", { name: /Street and number/ });
      const started = Date.now();
      await street.pressSequentially("Bruxel", { delay: 15 });
      await page
        .getByRole("option", { name: /Bruxelles/ })
        .first()
        .waitFor({ timeout: 12_000 });
      expect(provider.hits()).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(12_000);
      expect(pageErrors).toEqual([]);
    } finally {
      await adminCall(admin, "ir.config_parameter", "set_param", [URL_PARAM, saved.url]);
      await adminCall(admin, "ir.config_parameter", "set_param", [KEY_PARAM, saved.key]);
      provider.server.closeAllConnections();
      provider.server.close();
    }
  });
});
