// The portal's subscription page (/my/subscriptions/<id>, issue #33) in Debian's
// Chromium, as a portal customer of the suite's own whose subscription the test
// makes by RPC as admin (a saved card on the demo provider, a box size of the
// run's own, pick-up at a store of the run's own on one of its days, and menus
// of the run's own for the weeks the page shows: test/harness/mealbox-fixtures.ts):
// the customer chooses the first open week's dishes,
// skips the week after, changes the box size and cancels with a reason; each
// change is one call, read back from the server as admin. Screenshots in fr_BE
// at 1280 and 375 px: test/.artifacts/screenshots-fr_BE/subscription-<width>.png.
//
// The server's clock is not pinned (there is no test-only server clock): the
// subscription starts on the Monday three weeks after the server's (its
// /get/duration answer, not this process's clock: the two differ when Odoo
// runs under a faked clock), whose cut-off (before its delivery) is ahead
// whatever the day and hour, and the weeks the test acts on are the ones the
// page's route answers, not computed from the clock. The browser's clock,
// which the "time left" of the weeks is counted on, runs from the server's
// now. Names carry a stamp per run, so a database earlier runs left behind
// changes nothing.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { SubscriptionState, SubscriptionWeek } from "../../widgets/core/rpc/routes/subscription-routes";
import { seriousAxeViolations } from "../harness/axe";
import { uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import {
  createBoxSizes,
  createPickupStore,
  createWeekMenu,
  pinBrowserClock,
  serverClock,
  serverMonday,
  type MealboxBoxes,
  type MealboxMenu,
  type MealboxStore,
} from "../harness/mealbox-fixtures";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { odooHandlersOnReactElements, odooStarted } from "../harness/odoo-handlers";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import {
  belgianAddress,
  createThrowawayCustomer,
  type ThrowawayCustomer,
} from "../harness/throwaway-customer";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const SHOTS = path.join(ARTIFACTS, "screenshots-fr_BE");
const WIDGET = '[data-widget="mealbox-subscription"][data-widget-state="mounted"]';
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

jest.setTimeout(180_000);

type Box = { id: number; display_name: string };

async function xmlId(admin: OdooSession, module: string, name: string): Promise<number> {
  const [found] = await callKw<{ res_id: number }[]>(admin, "ir.model.data", "search_read", [
    [
      ["module", "=", module],
      ["name", "=", name],
    ],
    ["res_id"],
  ]);
  if (!found) throw new Error(`no ${module}.${name}`);
  return found.res_id;
}

describeBrowser(`portal subscription page${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let customer: ThrowawayCustomer;
  let context: BrowserContext | undefined;
  let page: Page;
  const pageErrors: string[] = [];
  const stamp = uniqueStamp();
  let subscriptionId = 0;
  let boxes: Box[] = [];
  let ownBoxes: MealboxBoxes | undefined;
  let ownStore: MealboxStore | undefined;
  let ownMenu: MealboxMenu | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    const clock = await serverClock();
    customer = await createThrowawayCustomer(admin, `Subscriber ${stamp}`, await belgianAddress(admin));
    const [website] = await callKw<number[]>(admin, "website", "search", [[]], { limit: 1 });
    // The subscription's box and the one it changes to: two sizes of the run's own.
    ownBoxes = await createBoxSizes(admin);
    boxes = await callKw<Box[]>(admin, "mealbox.box", "read", [
      ownBoxes.sizes.slice(0, 2).map((box) => box.id),
      ["display_name"],
    ]);
    ownStore = await createPickupStore(admin);
    const [store] = await callKw<{ id: number; weekday_ids: number[] }[]>(
      admin,
      "mealbox.pickup.store",
      "read",
      [[ownStore.id], ["weekday_ids"]],
    );
    if (!store?.weekday_ids.length) throw new Error(`the run's store ${ownStore.name} has no pick-up days`);
    const [day] = await callKw<{ number: number }[]>(admin, "weekbox.weekday", "read", [
      store.weekday_ids.slice(0, 1),
      ["number"],
    ]);
    const token = await callKw<number>(admin, "payment.token", "create", [
      {
        provider_id: await xmlId(admin, "payment", "payment_provider_demo"),
        payment_method_id: await xmlId(admin, "payment", "payment_method_card"),
        partner_id: customer.partnerId,
        provider_ref: `subscription-e2e-${stamp}`,
        payment_details: "4242",
        demo_simulated_state: "done",
      },
    ]);
    subscriptionId = await callKw<number>(admin, "mealbox.subscription", "create", [
      {
        partner_id: customer.partnerId,
        website_id: website,
        box_id: boxes[0]!.id,
        delivery_type: "pick_store",
        store_id: store.id,
        weekday: String(day!.number),
        token_id: token,
        consent_date: clock.now.toISOString().slice(0, 19).replace("T", " "),
        consent_text: "I agree (e2e)",
        start_week: serverMonday(clock, 3),
      },
    ]);
    // Menus of the run's own for the weeks the page shows (its route says which).
    ownMenu = await createWeekMenu(
      admin,
      undefined,
      (await state()).weeks.map((week) => week.week_start),
    );
  });
  afterAll(async () => {
    await browser?.close();
    if (subscriptionId) {
      await callKw(admin, "mealbox.subscription", "write", [[subscriptionId], { state: "cancelled" }]).catch(
        () => undefined,
      );
    }
    await customer?.remove();
    await ownMenu?.remove();
    await ownStore?.remove();
    await ownBoxes?.remove();
  });

  async function open(pathPrefix: string, viewport = { width: 1280, height: 1000 }): Promise<void> {
    context = await browser.newContext({ viewport, timezoneId: "Europe/Brussels" });
    await pinBrowserClock(context);
    await context.addCookies([{ name: "session_id", value: customer.session.sessionId!, url: odooUrl() }]);
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(`${odooUrl()}${pathPrefix}/my/subscriptions/${subscriptionId}`);
    await page.locator(WIDGET).waitFor();
  }
  afterEach(async () => {
    await context?.close();
    context = undefined;
    expect(pageErrors.splice(0)).toEqual([]);
  });

  /** The subscription as its route answers the customer. */
  const state = () =>
    customer.session.jsonRpc<SubscriptionState>("/my/subscriptions/state", {
      subscription_id: subscriptionId,
    });
  const changeable = (week: SubscriptionWeek) => week.open && !week.closed && !week.skipped;

  test("should show the subscription in fr_BE at 1280 and 375 px", async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [1280, 375]) {
      await open("/fr_BE", { width, height: 900 });
      await page.getByRole("heading", { name: "Vos prochaines box" }).waitFor();
      await page.getByText(/Vous pouvez modifier cette box jusqu'au/).waitFor();
      await odooStarted(page);
      // The card's form open (its lazy chunk, the radio cards and the consent's words) in the shot.
      await page.getByRole("button", { name: "Modifier : Carte de paiement" }).click();
      await page.getByRole("checkbox", { name: /^J'accepte que .* chaque semaine/ }).waitFor();
      expect(await seriousAxeViolations(page, ["main"])).toEqual([]);
      // Odoo scrolls #wrapwrap, not the document: let the page grow for a full-page shot.
      await page.addStyleTag({
        content: "html, body, #wrapwrap { height: auto !important; overflow: visible !important; }",
      });
      // Nothing of the widget wider than the screen (Odoo's off-canvas menu waits off it, to the right).
      const { height, overflowing } = await page.evaluate(
        (widget) => ({
          height: document.documentElement.scrollHeight,
          overflowing: [...document.querySelectorAll(`${widget} *`)]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`),
        }),
        WIDGET,
      );
      expect(overflowing).toEqual([]);
      await page.setViewportSize({ width, height: Math.min(height, 6000) });
      await page.screenshot({ path: path.join(SHOTS, `subscription-${width}.png`) });
      await context!.close();
      context = undefined;
    }
  });

  test("should choose a week's dishes, skip the week after, change the box size and cancel", async () => {
    const before = await state();
    const [first, second] = before.weeks.filter(changeable);
    if (!first || !second) throw new Error(`fewer than two open weeks: ${JSON.stringify(before.weeks)}`);
    // The week offers the run's menu, in its order.
    expect(first.dishes.map((dish) => dish.product_tmpl_id)).toEqual(ownMenu!.dishes.map((dish) => dish.id));
    const dishes = first.dishes.filter((dish) => dish["min-quant"] <= 1).slice(0, 2);
    if (dishes.length < 2) throw new Error("the week's menu has fewer than two dishes taken one at a time");
    const meals = before.box.meals;
    const weekButtons = () => page.getByRole("group", { name: "Your next boxes" }).getByRole("button");

    await open("");
    // Every call the page makes to the subscription's routes: one per action.
    const calls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "POST" && pathname.startsWith("/my/subscriptions/")) calls.push(pathname);
    });
    await odooStarted(page);
    expect(await odooHandlersOnReactElements(page)).toEqual([]);

    // The first open week's dishes: one of the first dish, the rest of the second.
    await weekButtons().nth(before.weeks.indexOf(first)).click();
    const count = page.locator(".weekbox-subscription-count");
    for (let chosen = 1; chosen <= meals; chosen += 1) {
      const dish = chosen === 1 ? dishes[0]! : dishes[1]!;
      await page.getByRole("button", { name: `Increase Quantity of ${dish.name}`, exact: true }).click();
      await page
        .locator(".weekbox-subscription-count", { hasText: `${chosen} of ${meals} dishes chosen` })
        .waitFor();
    }
    await expect(count.textContent()).resolves.toContain("your box is complete");
    const [week] = await callKw<{ line_ids: number[] }[]>(admin, "mealbox.subscription.week", "search_read", [
      [
        ["subscription_id", "=", subscriptionId],
        ["week_start", "=", first.week_start],
      ],
      ["line_ids"],
    ]);
    const lines = await callKw<{ product_id: [number, string]; quantity: number }[]>(
      admin,
      "mealbox.subscription.week.line",
      "read",
      [week!.line_ids, ["product_id", "quantity"]],
    );
    expect(Object.fromEntries(lines.map((line) => [line.product_id[0], line.quantity]))).toEqual(
      meals === 1
        ? { [dishes[0]!.product_id]: 1 }
        : { [dishes[0]!.product_id]: 1, [dishes[1]!.product_id]: meals - 1 },
    );

    // The week after: skipped.
    await weekButtons().nth(before.weeks.indexOf(second)).click();
    await page.getByRole("button", { name: "Skip this week" }).click();
    await page.getByText("You skipped this week: no box, no charge.").waitFor();
    await expect(weekButtons().nth(before.weeks.indexOf(second)).textContent()).resolves.toContain("Skipped");
    const skipped = await callKw<{ skipped: boolean }[]>(admin, "mealbox.subscription.week", "search_read", [
      [
        ["subscription_id", "=", subscriptionId],
        ["week_start", "=", second.week_start],
      ],
      ["skipped"],
    ]);
    expect(skipped.map((row) => row.skipped)).toEqual([true]);

    // Another box size.
    const target = boxes.find((box) => box.id !== boxes[0]!.id)!;
    await page.getByRole("button", { name: "Change: Box size" }).click();
    const options = page.getByRole("radiogroup", { name: "Box size" });
    await options.waitFor();
    // react-aria's radio input is visually hidden: its label is what a person presses.
    const radio = options
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: target.display_name, exact: true }) });
    await radio.evaluate((label) => label.scrollIntoView({ block: "center" }));
    await radio.click();
    await expect(
      options.getByRole("radio", { name: target.display_name, exact: true }).isChecked(),
    ).resolves.toBe(true);
    await page.getByRole("button", { name: "Save the box size" }).click();
    await page.getByText("Your box size is changed from the next week still open.").waitFor();
    const [afterBox] = await callKw<{ box_id: [number, string] }[]>(admin, "mealbox.subscription", "read", [
      [subscriptionId],
      ["box_id"],
    ]);
    expect(afterBox!.box_id[0]).toBe(target.id);
    expect(await seriousAxeViolations(page, ["main"])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "portal-subscription-1280.png"), fullPage: true });

    // Cancel, with a reason: asked in a dialog.
    await page.getByRole("button", { name: "Cancel my subscription" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel your subscription?" });
    await dialog.getByRole("textbox", { name: /Why do you cancel/ }).fill(`Moving abroad ${stamp}`);
    expect(await seriousAxeViolations(page, [".weekbox-modal"])).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel the subscription" }).click();
    await page.getByText("This subscription is cancelled.").waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    const [cancelled] = await callKw<{ state: string; cancel_reason: string }[]>(
      admin,
      "mealbox.subscription",
      "read",
      [[subscriptionId], ["state", "cancel_reason"]],
    );
    expect(cancelled).toMatchObject({ state: "cancelled", cancel_reason: `Moving abroad ${stamp}` });
    expect(calls).toEqual([
      ...Array.from({ length: meals }, () => "/my/subscriptions/week/dish"),
      "/my/subscriptions/week/skip",
      "/my/subscriptions/box",
      "/my/subscriptions/cancel",
    ]);
  });
});
