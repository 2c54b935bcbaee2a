// The address form's server refusals under their fields in French and Dutch
// (issue #15): a fresh portal customer speaking fr_BE, then one speaking nl_BE,
// opens the delivery step on /<lang>/mealbox, adds a shipping address the
// browser's rules let through (every required field filled, a valid e-mail) but
// the server refuses — a Belgian zip code of 5 digits, a phone number of 2 —
// and reads each refusal, in its language, under its field (react-aria's field
// error, the field marked invalid and described by it), with no alert over the
// form. Labels are found by the fields' names, not their translated text.
// The box size, this week's menu and the zone delivering the customers' zip
// code are the suite's own (createMealboxWorld), made before its tests and
// removed after; the browser's clock runs from the server's now.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { openLoopbackPage } from "../harness/loopback-page";
import { createMealboxWorld, pinBrowserClock, type MealboxWorld } from "../harness/mealbox-fixtures";
import { composeFullBox } from "../harness/mealbox-flow";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import {
  belgianAddress,
  createThrowawayCustomer,
  type ThrowawayCustomer,
} from "../harness/throwaway-customer";
import { shareSession } from "../harness/wizard-page";
import { widgetRpcClient } from "../harness/widget-rpc-client";

const SIZE = { meals: 3, people: 2 };
/** The customers' zip code (belgianAddress's): delivered at home by the suite's own zone. */
const HOME_ZIP = "1000";
const DELIVERY = '[data-widget="mealbox-delivery"][data-widget-state="mounted"]';
const skip = chromiumSkipReason();
const describeBrowser = skip ? describe.skip : describeWithOdoo;

/** Per language: the buttons clicked (website_weekbox's .po) and the server's refusals (website_sale_mealbox's .po). */
const LANGS = {
  fr_BE: {
    homeDelivery: "Livraison à domicile",
    addAddress: "Ajouter une adresse",
    zip: "Veuillez indiquer un code postal belge valide (4 chiffres).",
    phone: "Veuillez indiquer un numéro de téléphone valide.",
  },
  nl_BE: {
    homeDelivery: "Levering aan huis",
    addAddress: "Adres toevoegen",
    zip: "Vul een geldige Belgische postcode in (4 cijfers).",
    phone: "Vul een geldig telefoonnummer in.",
  },
} as const;

/** The text of the elements that describe `field` (aria-describedby): what a screen reader reads with it. */
async function description(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const texts = await Promise.all(
    ids.map((id) =>
      page
        .locator(`[id="${id}"]`)
        .textContent()
        .then((text) => (text ?? "").trim()),
    ),
  );
  return texts.join(" ");
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.weekbox-delivery[aria-busy="true"], [data-pending]'),
  );
}

describeBrowser("address form: server field errors in French and Dutch", () => {
  let browser: Browser;
  let admin: OdooSession;
  let context: BrowserContext | undefined;
  let world: MealboxWorld | undefined;
  const customers: ThrowawayCustomer[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    world = await createMealboxWorld(admin, { zoneZip: HOME_ZIP });
  });
  afterAll(async () => {
    for (const customer of customers) await customer.remove();
    await world?.remove();
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  for (const [lang, words] of Object.entries(LANGS)) {
    test(`should show the server's refusals under their fields in ${lang}`, async () => {
      const customer = await createThrowawayCustomer(admin, `Address Errors ${lang}`, {
        ...(await belgianAddress(admin)),
        lang,
      });
      customers.push(customer);
      const { order_id: orderId } = await composeFullBox(widgetRpcClient(customer.session), SIZE);

      const blocked: string[] = [];
      const pageErrors: string[] = [];
      const opened = await openLoopbackPage(browser, { blocked, pageErrors, timezoneId: "Europe/Brussels" });
      context = opened.context;
      const { page } = opened;
      // The dates the delivery step offers are read against the browser's now: the server's.
      await pinBrowserClock(context);
      await shareSession(context, customer.session);
      await page.goto(
        `${odooUrl()}/${lang}/mealbox?meal=${SIZE.meals}&people=${SIZE.people}&state=delivery&order_id=${orderId}`,
      );
      const step = page.locator(DELIVERY);
      await step.locator(".weekbox-delivery").waitFor();
      await settled(page);
      const home = step.getByRole("radio", { name: words.homeDelivery, exact: true });
      if (!(await home.isChecked()))
        await step.locator(".weekbox-mode-radio", { hasText: words.homeDelivery }).click();
      await settled(page);
      await step.getByRole("button", { name: words.addAddress }).click();

      const form = step.locator("form.weekbox-address-form");
      await form.locator('input[name="first_name"]').fill("Lieve");
      await form.locator('input[name="last_name"]').fill("Janssens");
      await form.locator('input[name="email"]').fill(`lieve.${lang.toLowerCase()}@example.com`);
      // Both pass the browser's rules (required only); the server knows their formats.
      await form.locator('input[name="phone"]').fill("12");
      await form.locator('input[name="zip"]').fill("10000");
      const street = form.getByRole("combobox");
      await street.fill("Rue de la Loi 16");
      // Moving on to the city closes the suggestions; the typed street stays.
      await form.locator('input[name="city"]').fill("Bruxelles");
      await expect(street.inputValue()).resolves.toBe("Rue de la Loi 16");
      const checkout = page.waitForResponse((response) => response.url().endsWith("/mealbox/checkout"));
      await form.locator('button[type="submit"]').click();
      await checkout;

      const zip = form.locator('input[name="zip"]');
      const phone = form.locator('input[name="phone"]');
      // The answer is shown: a field marked invalid, or an alert.
      await form.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
      // Under the fields (marked invalid, described by their error), not in the form's alert.
      expect({
        zip: [await zip.getAttribute("aria-invalid"), await description(page, zip)],
        phone: [await phone.getAttribute("aria-invalid"), await description(page, phone)],
        alerts: await form.getByRole("alert").allTextContents(),
      }).toEqual({
        zip: ["true", words.zip],
        phone: ["true", words.phone],
        alerts: [],
      });
      // The first refused field takes the focus, so its problem is read out.
      // (moved in the render after the answer: waited for, not read at once).
      await page.waitForFunction((input) => input === document.activeElement, await phone.elementHandle(), {
        timeout: 5_000,
      });
      // Nothing was saved.
      const [partner] = await callKw<{ child_ids: number[] }[]>(admin, "res.partner", "read", [
        [customer.partnerId],
        ["child_ids"],
      ]);
      expect(partner?.child_ids).toEqual([]);
      expect({ blocked, pageErrors }).toEqual({ blocked: [], pageErrors: [] });
    });
  }
});
