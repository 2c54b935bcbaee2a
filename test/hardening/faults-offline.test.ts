// The browser offline during a step's action (Chromium's offline mode): adding
// a dish, Next, adding an extra, saving an address, paying — and the delivery
// step's first load losing its connection. Each time a clear message in the
// visitor's language (never a traceback, never nothing), nothing lost on
// screen or in the cart, and the same action succeeds once back online. The box
// size, menu and extra and the zone delivering the customer's zip code are the
// suite's own (createMealboxWorld).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { openLoopbackPage } from "../harness/loopback-page";
import { createMealboxWorld, type MealboxWorld } from "../harness/mealbox-fixtures";
import { composeFullBox, openBox } from "../harness/mealbox-flow";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs } from "../harness/odoo-session";
import {
  belgianAddress,
  createThrowawayCustomer,
  type ThrowawayCustomer,
} from "../harness/throwaway-customer";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import {
  cartStatus,
  DELIVERY,
  heading,
  openWizard,
  pickFirstDeliveryOption,
  query,
  settled,
  shareSession,
  singleDishes,
  wizard,
  closeAllToasts,
} from "../harness/wizard-page";

/** A size of the world's (RUN_BOX_SIZES). */
const SIZE = { meals: 3, people: 2 };
/** The zip code of the customer's addresses: the world's zone delivers it. */
const HOME_ZIP = "1000";
const CONNECTION_LOST = {
  en: "Could not reach the server. Please check your connection and try again.",
  fr: "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
  nl: "De server is niet bereikbaar. Controleer je verbinding en probeer opnieuw.",
};
const skip = chromiumSkipReason();
const describeBrowser = skip ? describe.skip : describeWithOdoo;

jest.setTimeout(180_000);

describeBrowser(`offline during a step${skip ? ` [skipped: ${skip}]` : ""}`, () => {
  let browser: Browser;
  let world: MealboxWorld | undefined;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const blocked: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    world = await createMealboxWorld(await loginAs("admin", "admin"), { zoneZip: HOME_ZIP });
  });
  afterAll(async () => {
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

  /** The toast saying the connection is lost; no other error text (a traceback, a route name). */
  async function expectConnectionToast(message: string): Promise<void> {
    const toast = page.locator(".weekbox-toast", { hasText: message });
    await toast.waitFor();
    const text = await page.locator(".weekbox-toast-region").innerText();
    expect(text).not.toMatch(/Traceback|mealbox\/|Error:|undefined/);
    // Closed (with any step alert beside it), so the next check cannot see this one.
    await closeAllToasts(page);
  }

  async function offline<T>(action: () => Promise<T>): Promise<T> {
    await context.setOffline(true);
    try {
      return await action();
    } finally {
      await context.setOffline(false);
    }
  }

  test("should say so and keep the box when adding a dish, going Next or adding an extra offline", async () => {
    await openWizard(page, odooUrl(), `?meal=${SIZE.meals}&people=${SIZE.people}&state=compose`);
    const card = singleDishes(page).first();
    const name = (await card.locator(".weekbox-dish-name").innerText()).trim();
    const add = card.getByRole("button", { name: `Add ${name}`, exact: true });

    await offline(async () => {
      await add.click();
      await expectConnectionToast(CONNECTION_LOST.en);
      await settled(page);
    });
    await expect(cartStatus(page).innerText()).resolves.toBe(`0 of ${SIZE.meals} meals`);
    await expect(add.isEnabled()).resolves.toBe(true);
    // Back online: the same click works.
    await add.click();
    await settled(page);
    await expect(cartStatus(page).innerText()).resolves.toBe(`1 of ${SIZE.meals} meals`);
    for (let added = 2; added <= SIZE.meals; added++) {
      const next = singleDishes(page).first();
      const dish = (await next.locator(".weekbox-dish-name").innerText()).trim();
      await next.getByRole("button", { name: `Add ${dish}`, exact: true }).click();
      await settled(page);
    }
    await expect(cartStatus(page).innerText()).resolves.toBe(`${SIZE.meals} of ${SIZE.meals} meals`);

    // Next offline: still on compose, the box full; online: on to extras.
    const next = wizard(page).getByRole("button", { name: "Next" });
    await offline(async () => {
      await next.click();
      await expectConnectionToast(CONNECTION_LOST.en);
      await settled(page);
    });
    await expect(heading(page).innerText()).resolves.toBe("Compose your box");
    expect(query(page).state).toBe("compose");
    await expect(cartStatus(page).innerText()).resolves.toBe(`${SIZE.meals} of ${SIZE.meals} meals`);
    await next.click();
    await settled(page);
    await expect(heading(page).innerText()).resolves.toBe("Add extras");

    // An extra offline, then again online.
    const extra = wizard(page).locator(".weekbox-dish-list .weekbox-dish-card").first();
    const extraName = (await extra.locator(".weekbox-dish-name").innerText()).trim();
    const addExtra = extra.getByRole("button", { name: `Add ${extraName}`, exact: true });
    const panel = wizard(page).locator(".weekbox-box-panel");
    await offline(async () => {
      await addExtra.click();
      await expectConnectionToast(CONNECTION_LOST.en);
      await settled(page);
    });
    await expect(panel.getByText(extraName).count()).resolves.toBe(0);
    await addExtra.click();
    await settled(page);
    await panel.getByText(extraName).waitFor();

    // Nothing lost on the server either.
    await page.reload();
    await wizard(page).waitFor();
    await settled(page);
    await expect(heading(page).innerText()).resolves.toBe("Add extras");
    await expect(panel.getByText(extraName).isVisible()).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test.each([
    ["fr_BE", CONNECTION_LOST.fr],
    ["nl_BE", CONNECTION_LOST.nl],
  ])("should say it in the visitor's language (%s)", async (lang, message) => {
    await openWizard(page, odooUrl(), `?meal=${SIZE.meals}&people=${SIZE.people}&state=compose`, lang);
    const add = singleDishes(page).first().locator(".weekbox-dish-add");
    await offline(async () => {
      await add.click();
      await expectConnectionToast(message);
    });
    expect(pageErrors).toEqual([]);
  });

  describe("delivery step", () => {
    let customer: ThrowawayCustomer;
    let orderId: number;

    beforeAll(async () => {
      const admin = await loginAs("admin", "admin");
      customer = await createThrowawayCustomer(admin, "Offline Faults", {
        ...(await belgianAddress(admin)),
        zip: HOME_ZIP,
      });
      const client = widgetRpcClient(customer.session);
      await openBox(client, SIZE);
      orderId = (await composeFullBox(client, SIZE)).order_id;
    });
    afterAll(async () => {
      await customer?.remove();
    });

    test("should recover from a lost load, a save and a payment offline", async () => {
      await shareSession(context, customer.session);
      // The step's first request loses its connection: a message and a Try again that works.
      let dropped = 0;
      await page.route("**/mealbox/address", (route) =>
        dropped++ === 0 ? route.abort("internetdisconnected") : route.continue(),
      );
      await page.goto(
        `${odooUrl()}/mealbox?meal=${SIZE.meals}&people=${SIZE.people}&state=delivery&order_id=${orderId}`,
      );
      const step = page.locator(DELIVERY);
      await step.getByText(CONNECTION_LOST.en).waitFor();
      await step.getByRole("button", { name: "Try again" }).click();
      await step.getByRole("button", { name: /^Pay/ }).waitFor();
      await settled(page);
      expect(dropped).toBe(2);

      // Saving an address offline: a message in the form, every field kept; online, saved.
      await step.getByRole("button", { name: "Add an address" }).click();
      const form = step.locator("form.weekbox-address-form");
      const fields: [RegExp, string][] = [
        [/First name/, "Lotte"],
        [/Last name/, "Janssens"],
        [/^Email/, "lotte.janssens@example.com"],
        [/^Phone/, "+32 470 00 00 02"],
        [/Zip code/, HOME_ZIP],
        [/City/, "Bruxelles"],
      ];
      for (const [label, value] of fields) await form.getByRole("textbox", { name: label }).fill(value);
      const street = form.getByRole("combobox", { name: /Street and number/ });
      await street.fill("Rue Haute 5");
      await street.press("Escape");
      const save = form.getByRole("button", { name: "Save address" });
      await offline(async () => {
        await save.click();
        await form.getByText(CONNECTION_LOST.en).waitFor();
      });
      for (const [label, value] of fields)
        await expect(form.getByRole("textbox", { name: label }).inputValue()).resolves.toBe(value);
      await expect(street.inputValue()).resolves.toBe("Rue Haute 5");
      await save.click();
      await form.waitFor({ state: "detached" });
      await settled(page);
      await step.getByTestId("shipping-choice").filter({ hasText: "Rue Haute 5" }).first().waitFor();

      await pickFirstDeliveryOption(page, step);
      const dates = step.getByRole("combobox", { name: "Delivery date" });
      const date = (await dates.locator("option").nth(1).getAttribute("value")) ?? "0";
      await dates.selectOption(date);
      const remark = step.getByRole("textbox", { name: "Remark for the delivery" });
      await remark.fill("Ring twice (offline test)");

      // Pay offline: the message by the button, the choices kept; online, on to payment.
      const pay = step.getByRole("button", { name: /^Pay/ });
      await offline(async () => {
        await pay.click();
        await step.locator(".weekbox-pay-problem", { hasText: CONNECTION_LOST.en }).waitFor();
      });
      // The message may show a render before the step's queue lets Pay go.
      await pay.and(page.locator(":enabled")).waitFor({ timeout: 5_000 });
      await expect(pay.isEnabled()).resolves.toBe(true);
      await expect(dates.inputValue()).resolves.toBe(date);
      await expect(remark.inputValue()).resolves.toBe("Ring twice (offline test)");
      await pay.click();
      await page.waitForURL(/\/shop\/payment/, { waitUntil: "commit" });
      expect(pageErrors).toEqual([]);
    });
  });
});
