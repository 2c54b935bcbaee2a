// JSON-RPC round trips per user action in the wizard, from Chromium's own
// network log: a guest composes a box (filters, meal detail, adds, removes),
// adds an extra, reaches the login step, logs in with Odoo's form as a fresh
// portal customer (back on the delivery step, as the app does), picks up at a
// store, chooses a date, applies the promo code, pays with the demo card. The
// menu (its diet and category), the store and the promo code are the run's own
// (test/harness/mealbox-fixtures.ts).
// Target: 1 per action, ≤ 2 for a step's first paint, 1 for the home page's
// (its blocks' first calls travel as one /weekbox/batch, whatever blocks it has).
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { openLoopbackPage } from "../harness/loopback-page";
import { revealWidget } from "../harness/reveal-widget";
import type { MealboxMenu, MealboxPromo, MealboxStore } from "../harness/mealbox-fixtures";
import { repoRoot } from "../harness/get-odoo";
import type { BenchCustomer } from "./bench-admin";
import { closeToasts, DELIVERY, recordJsonRpc, settled, WIZARD, type RpcLog } from "./bench-browser";

export type ActionRoundTrips = {
  action: string;
  target: number;
  rpcs: number;
  routes: string[];
  ok: boolean;
};
export type RoundTrips = { actions: ActionRoundTrips[]; error?: string };
/** What the flow picks by name (a pressed chip's name starts with "✓ "): the run's own menu (its diet and category), store and promo code. */
export type RoundTripsWorld = { menu: MealboxMenu; store: MealboxStore; promo: MealboxPromo };

const FIRST_PAINT = 2;
const HOME_FIRST_PAINT = 1;
const ACTION = 1;

class Recorder {
  readonly actions: ActionRoundTrips[] = [];
  constructor(
    private readonly page: Page,
    private readonly log: RpcLog,
  ) {}

  /** Runs `action`, waits until the page is idle, and keeps the JSON-RPC calls it caused (sent from a page matching `from`). */
  async act(name: string, target: number, action: () => Promise<unknown>, from?: RegExp): Promise<void> {
    const mark = this.log.mark();
    await action();
    await settled(this.page);
    const routes = this.log
      .since(mark)
      .filter((entry) => !from || from.test(entry.from))
      .map((entry) => entry.route);
    this.keep(name, target, routes);
  }

  /**
   * The first paint of a page reached by a navigation the previous action
   * waited for: all calls sent from that page (its path matches `from`), those
   * made while the previous action settled included.
   */
  async firstPaint(name: string, from: RegExp, ready: () => Promise<unknown>): Promise<void> {
    await ready();
    await settled(this.page);
    const routes = this.log.entries.filter((entry) => from.test(entry.from)).map((entry) => entry.route);
    this.keep(name, FIRST_PAINT, routes);
  }

  private keep(name: string, target: number, routes: string[]): void {
    this.actions.push({ action: name, target, rpcs: routes.length, routes, ok: routes.length <= target });
    process.stdout.write(`  ${name}: ${routes.length} (${routes.join(", ") || "none"})\n`);
  }
}

async function composeAsGuest(
  page: Page,
  odooUrl: string,
  rec: Recorder,
  { menu }: RoundTripsWorld,
): Promise<void> {
  const wizard = page.locator(WIZARD);
  await rec.act("home page (first paint, its 4 widgets)", HOME_FIRST_PAINT, async () => {
    await page.goto(`${odooUrl}/`);
    // The configurator mounts once visible (below the fold): scrolled to, as a visitor does.
    await revealWidget(page, "box-configurator");
    await page.locator('[data-widget="box-configurator"] a[href*="/mealbox?"]').first().waitFor();
    // Every block has its answer (the countdown's and the menu's too).
    await page.waitForFunction(() => !document.querySelector('[data-widget] [aria-busy="true"]'));
  });
  await rec.act("open compose (step first paint)", FIRST_PAINT, async () => {
    await page.goto(`${odooUrl}/mealbox?meal=3&people=2&state=compose`);
    await wizard.waitFor();
  });
  await closeToasts(page);
  const firstName = (
    await wizard.locator(".weekbox-dish-card .weekbox-dish-name").first().innerText()
  ).trim();
  await rec.act("open meal detail", ACTION, async () => {
    await wizard.getByRole("button", { name: firstName, exact: true }).click();
    await page.getByRole("dialog").getByText("Ingredients").waitFor();
  });
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await rec.act("diet filter (on)", ACTION, () =>
    wizard.getByRole("button", { name: menu.veggieDiet }).click(),
  );
  await rec.act("category filter", ACTION, () =>
    wizard.getByRole("button", { name: menu.veggieCategory }).click(),
  );
  await rec.act("category filter (All)", ACTION, () =>
    wizard.getByRole("button", { name: "All", exact: true }).click(),
  );
  await rec.act("diet filter (off)", ACTION, () =>
    wizard.getByRole("button", { name: menu.veggieDiet }).click(),
  );

  const addable = () =>
    wizard
      .locator(".weekbox-dish-card")
      .filter({ hasNot: page.getByText(/Added \d+ at a time/) })
      .first();
  const dishName = async () => (await addable().locator(".weekbox-dish-name").innerText()).trim();
  let name = await dishName();
  await rec.act("add dish", ACTION, () =>
    addable()
      .getByRole("button", { name: `Add ${name}` })
      .click(),
  );
  await rec.act("remove dish", ACTION, () =>
    wizard
      .locator(".weekbox-box-panel")
      .getByRole("button", { name: `Remove ${name}` })
      .click(),
  );
  for (let added = 0; added < 3; added++) {
    name = await dishName();
    await rec.act(`add dish (${added + 1} of 3)`, ACTION, () =>
      addable()
        .getByRole("button", { name: `Add ${name}` })
        .click(),
    );
  }
  await rec.act("Next → extra (step first paint)", FIRST_PAINT, async () => {
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("heading", { level: 1, name: "Add extras" }).waitFor();
  });
  await closeToasts(page);
  const extra = wizard.locator(".weekbox-dish-card").first();
  const extraName = (await extra.locator(".weekbox-dish-name").innerText()).trim();
  await rec.act("add extra", ACTION, () => extra.getByRole("button", { name: `Add ${extraName}` }).click());
  await rec.act("remove extra", ACTION, () =>
    wizard
      .locator(".weekbox-box-panel")
      .getByRole("button", { name: `Remove ${extraName}` })
      .click(),
  );
  await rec.act("add extra (again)", ACTION, () =>
    wizard.locator(".weekbox-dish-card").first().getByRole("button", { name: /^Add / }).click(),
  );
  await rec.act("Next → login (guest, step first paint)", FIRST_PAINT, async () => {
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("heading", { level: 1, name: "Log in to continue" }).waitFor();
  });
}

async function deliverAsCustomer(
  page: Page,
  customer: BenchCustomer,
  rec: Recorder,
  { store, promo }: RoundTripsWorld,
): Promise<void> {
  const wizard = page.locator(WIZARD);
  await wizard.getByRole("link", { name: "Log in with your account" }).click();
  await page.waitForURL(/\/web\/login/);
  await page.locator("input#login").fill(customer.login);
  await page.locator("input#password").fill(customer.password);
  await rec.act("log in (Odoo's form) → delivery (step first paint)", FIRST_PAINT, async () => {
    await Promise.all([
      page.waitForURL(/\/mealbox\?.*state=delivery/),
      page.locator('form button[type="submit"]:has-text("Log in")').click(),
    ]);
    await page.locator(DELIVERY).getByRole("button", { name: /^Pay/ }).waitFor();
  });
  await closeToasts(page);
  // A customer who was logged in all along: extra → delivery within the wizard.
  await rec.act("Back → extra (logged in, step first paint)", FIRST_PAINT, async () => {
    await wizard.getByRole("button", { name: "Back" }).click();
    await wizard.getByRole("heading", { level: 1, name: "Add extras" }).waitFor();
  });
  await closeToasts(page);
  await rec.act("Next → delivery (logged in, step first paint)", FIRST_PAINT, async () => {
    await wizard.getByRole("button", { name: "Next" }).click();
    await page.locator(DELIVERY).getByRole("button", { name: /^Pay/ }).waitFor();
  });
  await closeToasts(page);
  const step = page.locator(DELIVERY);
  await rec.act("choose pick-up", ACTION, () =>
    step.locator(".weekbox-mode-radio", { hasText: "Pick-up" }).click(),
  );
  await rec.act("choose a store", ACTION, async () => {
    await step
      .getByRole("radiogroup", { name: "Pick-up stores" })
      .getByRole("radio", { name: store.name }) // its name, then its address and days
      .check({ force: true });
    await step.getByTestId("chosen-store").waitFor();
  });
  await rec.act("choose a date", ACTION, async () => {
    const dates = step.getByTestId("chosen-store").getByRole("combobox", { name: "Pick-up date" });
    const first = await dates.locator("option").nth(1).getAttribute("value");
    await dates.selectOption(first ?? "0");
  });
  await rec.act("apply promo", ACTION, async () => {
    await step.getByRole("textbox", { name: "Promo code" }).fill(promo.code);
    await step.getByRole("button", { name: "Apply" }).click();
    await step.getByText(/promo code is (already )?applied/).waitFor();
  });
  await rec.act(
    "Pay (delivery step → /shop/payment)",
    ACTION,
    () =>
      Promise.all([page.waitForURL(/\/shop\/payment/), step.getByRole("button", { name: /^Pay/ }).click()]),
    /^\/mealbox/,
  );
}

/** Pay's name: "Pay", or "Pay 18.17 €" once the page gives the order's currency. */
const PAY = /^Pay(\s|$)/;

async function payWithCard(page: Page, rec: Recorder): Promise<void> {
  const form = page.locator('[data-widget="payment-form"][data-widget-state="mounted"]');
  await rec.firstPaint("payment page (first paint)", /^\/shop\/payment/, () =>
    form.getByRole("button", { name: PAY }).waitFor(),
  );
  const label = page.locator(".weekbox-payment-option-label").getByText("Card", { exact: true });
  await form.locator("label.weekbox-payment-radio").filter({ has: label }).click();
  await form.getByLabel("Card number").pressSequentially("4242424242424242");
  await form.getByLabel("Expiry date (MM / YY)").pressSequentially("1239");
  await form.getByLabel("Security code (CVC)").pressSequentially("123");
  await form.getByLabel("Security code (CVC)").blur();
  await rec.act(
    "Pay with a new card (→ confirmation)",
    ACTION,
    () =>
      Promise.all([
        page.waitForURL(/\/shop\/confirmation/, { timeout: 90_000 }),
        form.getByRole("button", { name: PAY }).click(),
      ]),
    /^\/shop\/payment/,
  );
  await rec.firstPaint("confirmation page (first paint)", /^\/shop\/confirmation/, () =>
    page.locator('[data-widget="mealbox-thanks"][data-widget-state="mounted"]').waitFor(),
  );
}

export async function measureRoundTrips(
  browser: Browser,
  odooUrl: string,
  customer: BenchCustomer,
  world: RoundTripsWorld,
): Promise<RoundTrips> {
  const { context, page } = await openLoopbackPage(browser, { blocked: [] });
  const log = recordJsonRpc(page, odooUrl);
  const rec = new Recorder(page, log);
  try {
    await composeAsGuest(page, odooUrl, rec, world);
    await deliverAsCustomer(page, customer, rec, world);
    await payWithCard(page, rec);
    return { actions: rec.actions };
  } catch (error) {
    await page
      .screenshot({ path: path.join(repoRoot(), "test/.artifacts/bench-roundtrips-failed.png") })
      .catch(() => undefined);
    return {
      actions: rec.actions,
      error: error instanceof Error ? error.message.split("\n")[0] : String(error),
    };
  } finally {
    await context.close();
  }
}
