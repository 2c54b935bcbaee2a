// The generic shop's checkout from end to end, in Debian's Chromium, as a
// guest on Odoo 17's own pages: the address form's countries (the shipping
// list restricted to where the website delivers, the billing list not), its
// states and field order; the switch between picking up in store and home
// delivery; a whole checkout paid with the demo provider's card, its pages from
// the cart on lean (issue #34: no request for Odoo's frontend JS); and the
// confirmation page's payment status polling until it gives up with a
// warning. Each test brings its product and its delivery methods, and puts
// back the website settings it changes.
import path from "node:path";
import type { Browser, Locator, Page, Request, Route } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { closeGuestPage, openGuestPage, type GuestPage } from "../harness/guest-page";
import { uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { eventually } from "../harness/eventually";
import { CLS_BUDGET, layoutShiftOf } from "../harness/layout-shift";
import { odooHandlersOnReactElements, odooStarted } from "../harness/odoo-handlers";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { odooBundleRuns, recordOdooBundle, useLeanPages } from "../harness/lean-pages";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { createStockProduct, retireProducts, type StockProduct } from "../harness/shop-catalogue";
import {
  framesRendered,
  pendingTimeouts,
  recordPendingTimeouts,
  requestsSeen,
} from "../harness/page-settled";
import {
  countriesOfPublishedCarriers,
  countryIds,
  createHomeDelivery,
  createStorePickup,
  readBackOfficeOrder,
  requireTermsAcceptance,
  retireCarriers,
  shopWebsiteId,
  transactionStates,
  unpublishCarriersDeliveringAnywhere,
  type Carrier,
} from "../harness/shop-checkout";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const mounted = (widget: string) => `[data-widget="${widget}"][data-widget-state="mounted"]`;
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

const PRODUCT_PRICE = 12;
/** Pay's name: "Pay", or "Pay 18.17 €" once the page gives the order's currency. */
const PAY = /^Pay(\s|$)/;
/** Paying runs Odoo's post-processing (order confirmation, e-mail with a PDF). */
const PAYMENT_TIMEOUT = 90_000;
/** Spec §8.2: the tooltip of the warning once the payment status polling gives up. */
const WAITING_TOOLTIP = "We are waiting the confirmation of the bank or payment provider";
/** Spec §9.2: after the first call, polled up to 20 times, the n-th ceil(n / 3) seconds after the one before. */
const MAX_STATUS_POLLS = 20;
const pollDelayMs = (poll: number) => Math.ceil(poll / 3) * 1000;
/** How precisely the test checks each wait between two polls (ms). */
const DELAY_MARGIN = 200;
const STATUS_ROUTE = /\/shop\/payment\/get_status(\/\d+)?$/;
/** The address fields whose place follows the country's address format (their `data-field`). */
const ADDRESS_FIELDS = ["street", "street2", "zip", "city", "state_id", "country_id"];

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes of the page share any area. */
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** An amount as the page writes euros ("4.25 €", with a no-break space or not). */
const eurosText = (amount: number) => `${amount.toFixed(2).replace(".", "\\.")}\\s€`;
const euros = (amount: number) => new RegExp(`^${eurosText(amount)}$`);
/** Pay's name with the amount it pays. */
const payFor = (amount: number) => new RegExp(`^Pay ${eurosText(amount)}$`);

type CarrierRate = { carrier_id: number; status: boolean; amount_delivery: number };
type DeliveryProps = { carriers: { id: number; name: string; isPickup: boolean }[] };

describeBrowser(`generic shop checkout flow${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let websiteId: number;
  let page: Page;
  let product: StockProduct;
  let homeDelivery: Carrier;
  let storePickup: Carrier;
  const carrierIds: number[] = [];
  /** Settings a test changed, put back by the test itself, or here if it failed half-way. */
  const restores: (() => Promise<void>)[] = [];
  let guest: GuestPage | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    websiteId = await shopWebsiteId(admin);
    product = await createStockProduct(admin, "checkout flow", {
      quantity: 0,
      limited: false,
      price: PRODUCT_PRICE,
    });
    homeDelivery = await createHomeDelivery(admin, "Flow courier", 4.25);
    storePickup = await createStorePickup(admin, "Flow pick-up", 1.5, websiteId);
    carrierIds.push(homeDelivery.id, storePickup.id);
  });
  afterAll(async () => {
    await browser?.close();
    for (const restore of restores) await restore();
    await retireCarriers(admin, carrierIds);
    if (product) await retireProducts(admin, [product.templateId]);
  });
  beforeEach(async () => {
    // A new guest each test: their own session, their own cart.
    guest = await openGuestPage(browser);
    ({ page } = guest);
  });
  afterEach(() => closeGuestPage(guest));

  /** No serious accessibility violation in the widgets, and no Odoo handler on their elements. */
  async function checkWidgets(widgets: string[]) {
    expect(
      await seriousAxeViolations(
        page,
        widgets.map((widget) => `[data-widget="${widget}"]`),
      ),
    ).toEqual([]);
    await odooStarted(page);
    expect(await odooHandlersOnReactElements(page)).toEqual([]);
  }

  /**
   * The whole page at `width` px: Odoo 17 scrolls #wrapwrap, not the
   * document, so a "full page" screenshot would stop at the viewport.
   */
  async function screenshot(name: string, width = 1280) {
    const previous = page.viewportSize();
    await page.setViewportSize({ width, height: 800 });
    const height = await page.evaluate(() =>
      Math.max(document.getElementById("wrapwrap")?.scrollHeight ?? 0, document.body.scrollHeight),
    );
    await page.setViewportSize({ width, height: Math.min(height, 6000) });
    // The resized page painted (the parts Chromium skipped off screen included).
    await framesRendered(page);
    await page.screenshot({ path: path.join(ARTIFACTS, name) });
    if (previous) await page.setViewportSize(previous);
  }

  /** What moved more than the page may (issue #30: CLS ≤ 0.05), [] when it held still. */
  async function shiftsBeyondBudget(): Promise<string[]> {
    const shift = await layoutShiftOf(page);
    return shift.value <= CLS_BUDGET ? [] : [`CLS ${shift.value.toFixed(3)}`, ...shift.shifts];
  }

  /** The run's product in the guest's cart, from its page. */
  async function addProductToCart() {
    await page.goto(`${odooUrl()}${product.url}`);
    const buyBox = page.locator(mounted("shop-product"));
    const answered = page.waitForResponse((response) => response.url().endsWith("/shop/cart/update_json"));
    await buyBox.getByRole("button", { name: "Add to cart" }).click();
    await answered;
    await checkWidgets(["shop-product"]);
  }

  /** Chooses a country in the address form's combo box, as typed and picked. */
  async function chooseCountry(form: Locator, name: string) {
    // Not while Odoo's header still changes the page's scroll (see odooStarted).
    await odooStarted(page);
    await form.getByRole("combobox", { name: /Country/ }).fill(name);
    await page.getByRole("option", { name, exact: true }).click();
  }

  /** Every option of the list `opener` opens (then closed again). */
  async function listedOptions(opener: Locator): Promise<string[]> {
    await odooStarted(page);
    await opener.click();
    const list = page.getByRole("listbox");
    await list.waitFor();
    const names = await list.getByRole("option").allInnerTexts();
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "detached" });
    return names.map((name) => name.trim());
  }

  /** Every country the combo box offers (its list opened by its button). */
  const offeredCountries = (form: Locator) =>
    listedOptions(form.getByRole("button", { name: "Show the countries" }));

  /** Every state the state select offers. */
  const offeredStates = (form: Locator) =>
    listedOptions(form.locator('[data-field="state_id"]').getByRole("button"));

  /** The address fields in the order the form shows them. */
  function addressOrder(form: Locator): Promise<string[]> {
    return form
      .locator(".weekbox-address-grid > [data-field]")
      .evaluateAll(
        (elements, keys) =>
          elements
            .map((element) => element.getAttribute("data-field") ?? "")
            .filter((key) => keys.includes(key)),
        ADDRESS_FIELDS,
      );
  }

  /** A guest's Belgian address in the address form, sent; resolves once on /shop/payment. */
  async function enterBelgianAddress() {
    const form = page.locator(mounted("shop-address-form"));
    await form.getByRole("textbox", { name: /Full name/ }).fill("Flora Flow");
    await form.getByRole("textbox", { name: /Email/ }).fill(`flow-${uniqueStamp()}@example.com`);
    await form.getByRole("textbox", { name: /Phone/ }).fill("+32 470 12 34 56");
    await form.getByRole("textbox", { name: /Street and Number/ }).fill("Rue Haute 12");
    await form.getByRole("textbox", { name: /Zip Code/ }).fill("1000");
    await form.getByRole("textbox", { name: /City/ }).fill("Bruxelles");
    await chooseCountry(form, "Belgium");
    // Once Belgium's fields have come (the country change is debounced 500 ms).
    await eventually(
      () => addressOrder(form),
      (order) => order.join() === "street,street2,zip,city,country_id",
      { what: "Belgium's field order" },
    );
    await form.locator("form.weekbox-address-form:not([aria-busy])").waitFor();
    await checkWidgets(["shop-address-form"]);
    await form.getByRole("button", { name: "Continue checkout" }).click();
    await page.waitForURL(/\/shop\/(checkout|confirm_order|payment)/);
    if (!page.url().includes("/shop/payment")) await page.goto(`${odooUrl()}/shop/payment`);
  }

  /** The guest's order: the payment form's. */
  async function orderIdOnPaymentPage(): Promise<number> {
    const props = await page.locator('[data-widget="payment-form"]').getAttribute("data-props");
    return (JSON.parse(props ?? "{}") as { orderId: number }).orderId;
  }

  /** Ticks "I agree to the terms and conditions" when the website asks for it (Pay waits for it). */
  async function acceptTermsIfAsked(form: Locator) {
    const terms = form.getByRole("checkbox", { name: "I agree to the terms and conditions" });
    if ((await terms.count()) > 0 && !(await terms.isChecked())) {
      await form.locator(".weekbox-payment-terms-checkbox").click();
    }
  }

  /** Picks a payment option the way a customer does: a click on its label (the radio is visually hidden). */
  async function choosePaymentOption(form: Locator, label: string) {
    const name = page.locator(".weekbox-payment-option-label").getByText(label, { exact: true });
    await form.locator("label.weekbox-payment-radio").filter({ has: name }).click();
  }

  /** The amounts of the page's order summary. */
  async function summary() {
    const text = async (selector: string) => (await page.locator(selector).first().innerText()).trim();
    return {
      delivery: await text("#order_delivery .monetary_field"),
      total: await text("#order_total .monetary_field"),
    };
  }

  /**
   * Holds the next request to `route` until the returned function is called:
   * the page is then looked at while its update is on its way.
   */
  async function holdNext(url: string): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      url,
      async (route: Route) => {
        await released;
        await route.continue();
      },
      { times: 1 },
    );
    return release;
  }

  test("should offer the shipping countries or all, with each country's states and field order", async () => {
    await page.clock.install();
    const codes = await countryIds(admin, ["BE", "LU", "US", "FR", "CA"]);
    const usStates = await callKw<{ id: number; name: string; code: string }[]>(
      admin,
      "res.country.state",
      "search_read",
      [[["country_id", "=", codes.US!]], ["name", "code"]],
    );
    const deliveredStates = usStates.filter((state) => ["CA", "NY"].includes(state.code));
    // Ours delivers to three countries, and in the United States to two
    // states; every method delivering anywhere leaves the shop while the
    // page renders and asks for the states, so website_sale ships to the
    // countries (and states) of the methods left only.
    const restricted = await createHomeDelivery(admin, "Flow Benelux-US courier", 5, {
      countryIds: [codes.BE!, codes.LU!, codes.US!],
      stateIds: deliveredStates.map((state) => state.id),
    });
    carrierIds.push(restricted.id);
    await addProductToCart();

    const form = page.locator(mounted("shop-address-form"));
    const useSame = form.getByRole("checkbox", { name: /Ship to the same address/ });
    const stateField = form.locator('[data-field="state_id"]');
    const countryInfos: { country_id: number; mode: string }[] = [];
    page.on("request", (request: Request) => {
      if (request.url().endsWith("/shop/country_infos")) {
        countryInfos.push(
          (request.postDataJSON() as { params: { country_id: number; mode: string } }).params,
        );
      }
    });
    const republish = await unpublishCarriersDeliveringAnywhere(admin, websiteId);
    restores.push(republish);
    let shippingCountries: string[];
    let shippingStates: string[];
    try {
      shippingCountries = await countriesOfPublishedCarriers(admin, websiteId);
      await page.goto(`${odooUrl()}/shop/address`);
      await form.waitFor();

      // "Ship to the same address": the address typed is delivered to, so
      // only the countries delivered to (spec §4.2 "shipping select" 0).
      await expect(useSame.isChecked()).resolves.toBe(true);
      expect((await offeredCountries(form)).sort()).toEqual([...shippingCountries].sort());

      // The United States: the states delivered to, and "city state zip".
      await chooseCountry(form, "United States");
      await stateField.waitFor();
      await form.locator("form.weekbox-address-form:not([aria-busy])").waitFor();
      shippingStates = await offeredStates(form);
    } finally {
      // Asked: the shop delivers anywhere again at once.
      await republish();
      await retireCarriers(admin, [restricted.id]);
    }
    expect(shippingCountries).toEqual(expect.arrayContaining(["Belgium", "Luxembourg", "United States"]));
    expect(shippingCountries).not.toContain("France");
    expect(shippingStates.sort()).toEqual(deliveredStates.map((state) => state.name).sort());
    await eventually(
      () => addressOrder(form),
      (order) => order.join() === "street,street2,city,state_id,zip,country_id",
      { what: "the United States' field order" },
    );
    expect(countryInfos).toEqual([{ country_id: codes.US, mode: "shipping" }]);

    // A billing address only: every country, and every state of the United States.
    await form.locator(".weekbox-address-use-same").click();
    await expect(useSame.isChecked()).resolves.toBe(false);
    await eventually(
      async () => countryInfos,
      (calls) => calls.length === 2,
      { what: "the billing answer for the United States" },
    );
    expect(countryInfos[1]).toEqual({ country_id: codes.US, mode: "billing" });
    await form.locator("form.weekbox-address-form:not([aria-busy])").waitFor();
    expect((await offeredStates(form)).sort()).toEqual(usStates.map((state) => state.name).sort());
    const allCountries = await callKw<{ name: string }[]>(admin, "res.country", "search_read", [
      [],
      ["name"],
    ]);
    const billingCountries = await offeredCountries(form);
    expect(billingCountries.sort()).toEqual(allCountries.map((country) => country.name).sort());
    expect(billingCountries).toContain("France");

    // Spec §9.2: a country change is asked about once it has stayed 500 ms:
    // Canada passed by on the way to Belgium is never asked about.
    countryInfos.length = 0;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await chooseCountry(form, "Canada");
    await page.clock.runFor(300);
    await chooseCountry(form, "Belgium");
    await page.clock.runFor(499);
    await requestsSeen(page);
    expect(countryInfos).toEqual([]);
    await page.clock.runFor(1);
    await eventually(
      async () => countryInfos.length,
      (count) => count > 0,
      { what: "the country_infos call" },
    );
    expect(countryInfos).toEqual([{ country_id: codes.BE, mode: "billing" }]);
    await page.clock.resume();

    // Belgium has no states: no state select, and "zip city".
    await eventually(
      () => addressOrder(form),
      (order) => order.join() === "street,street2,zip,city,country_id",
      { what: "Belgium's field order" },
    );
    await expect(stateField.count()).resolves.toBe(0);

    // France, then "ship to the same address" again: France is not delivered to, so no country.
    await chooseCountry(form, "France");
    await form.locator(".weekbox-address-use-same").click();
    await expect(useSame.isChecked()).resolves.toBe(true);
    await eventually(
      () => form.locator('input[type="hidden"][name="country_id"]').inputValue(),
      (value) => value === "",
      { what: "the posted country once France is not offered" },
    );
    expect((await offeredCountries(form)).sort()).toEqual([...shippingCountries].sort());
    await chooseCountry(form, "Belgium");
    await expect(form.locator('input[type="hidden"][name="country_id"]').inputValue()).resolves.toBe(
      String(codes.BE),
    );
    // Belgium's answer in: the phone field suggests its prefix.
    await form.locator("form.weekbox-address-form:not([aria-busy])").waitFor();
    await expect(form.getByRole("textbox", { name: /Phone/ }).getAttribute("placeholder")).resolves.toBe(
      "+32",
    );

    await checkWidgets(["shop-address-form"]);
    await screenshot("shop-checkout-flow-address-1280.png");
    await screenshot("shop-checkout-flow-address-375.png", 375);
  });

  test("should switch between picking up in store and home delivery, Pay waiting for each change", async () => {
    await addProductToCart();
    await page.goto(`${odooUrl()}/shop/address`);
    const rated = page.waitForResponse((response) => response.url().endsWith("/shop/weekbox/carrier_rates"));
    await enterBelgianAddress();
    const rates = ((await (await rated).json()) as { result: { carriers: CarrierRate[] } }).result.carriers;
    const orderId = await orderIdOnPaymentPage();
    const delivery = page.locator(mounted("shop-checkout-delivery"));
    const payForm = page.locator(mounted("payment-form"));
    const pay = payForm.getByRole("button", { name: PAY });
    await pay.waitFor();
    await acceptTermsIfAsked(payForm);

    const props = JSON.parse(
      (await page.locator('[data-widget="shop-checkout-delivery"]').getAttribute("data-props")) ?? "{}",
    ) as DeliveryProps;
    const rateOf = (id: number) => rates.find((rate) => rate.carrier_id === id);
    const ofKind = (pickup: boolean) => props.carriers.filter((carrier) => carrier.isPickup === pickup);
    // A switch chooses the first method of the other kind that can deliver the order.
    const firstOfKind = (pickup: boolean) => ofKind(pickup).find((carrier) => rateOf(carrier.id)?.status)!;
    expect(ofKind(true).map((carrier) => carrier.id)).toContain(storePickup.id);
    expect(ofKind(false).map((carrier) => carrier.id)).toContain(homeDelivery.id);
    const listed = () => delivery.locator(".weekbox-carrier-name").allInnerTexts();
    const chosen = () =>
      delivery.locator(".weekbox-carrier[data-selected] .weekbox-carrier-name").innerText();
    const shippingAddress = page.locator("[data-weekbox-shipping-address]");
    const orderCarrier = async () => {
      const order = await readBackOfficeOrder(admin, orderId);
      return order.carrier_id ? order.carrier_id[0] : false;
    };

    /** Switches the mode, looking at the page while the switch is on its way. */
    async function switchMode(label: "Pick up in store" | "Home delivery") {
      await expect(pay.isDisabled()).resolves.toBe(false);
      const release = await holdNext("**/shop/update_carrier_id");
      await delivery.locator(".weekbox-delivery-mode label").filter({ hasText: label }).click();
      await eventually(
        () => pay.isDisabled(),
        (disabled) => disabled,
        { what: "Pay disabled while the delivery method changes" },
      );
      await expect(payForm.locator(".weekbox-payment-updating").innerText()).resolves.toMatch(
        /Your order is being updated/,
      );
      const answered = page.waitForResponse((response) => response.url().endsWith("/shop/update_carrier_id"));
      release();
      expect((await answered).ok()).toBe(true);
      await eventually(
        () => pay.isDisabled(),
        (disabled) => !disabled,
        { what: "Pay enabled once the order has its delivery method" },
      );
    }

    /** Chooses a method in the list shown; resolves once the order has it. */
    async function chooseCarrier(carrier: Carrier) {
      const answered = page.waitForResponse((response) => response.url().endsWith("/shop/update_carrier"));
      await delivery.locator(".weekbox-carrier").filter({ hasText: carrier.name }).click();
      expect((await answered).ok()).toBe(true);
      await eventually(
        () => pay.isDisabled(),
        (disabled) => !disabled,
        { what: "Pay enabled after the choice" },
      );
    }

    // From home delivery, our method...
    const homeMode = delivery.getByRole("radio", { name: "Home delivery", exact: true });
    if (!(await homeMode.isChecked())) await switchMode("Home delivery");
    await chooseCarrier(homeDelivery);
    await expect(orderCarrier()).resolves.toBe(homeDelivery.id);

    // ...to pick up in store: the pick-up methods only, the first one chosen, on the server too.
    await switchMode("Pick up in store");
    const firstPickup = firstOfKind(true);
    await expect(
      delivery.getByRole("radio", { name: "Pick up in store", exact: true }).isChecked(),
    ).resolves.toBe(true);
    expect(await listed()).toEqual(ofKind(true).map((carrier) => carrier.name));
    await expect(chosen()).resolves.toBe(firstPickup.name);
    await expect(orderCarrier()).resolves.toBe(firstPickup.id);
    const pickupPrice = rateOf(firstPickup.id)!.amount_delivery;
    await expect(summary()).resolves.toEqual({
      delivery: expect.stringMatching(euros(pickupPrice)),
      total: expect.stringMatching(euros(PRODUCT_PRICE + pickupPrice)),
    });
    // Spec §4.2: a pick-up hides the shipping address.
    expect(await shippingAddress.count()).toBeGreaterThan(0);
    for (const element of await shippingAddress.all()) await expect(element.isHidden()).resolves.toBe(true);
    await delivery.getByText("Pick up at:").waitFor();

    /** Chooses `carrier`: it is the checked one, the order's, and the summary's amounts follow. */
    async function chooseAndCheck(carrier: typeof storePickup) {
      await chooseCarrier(carrier);
      await expect(chosen()).resolves.toBe(carrier.name);
      await expect(orderCarrier()).resolves.toBe(carrier.id);
      await expect(summary()).resolves.toEqual({
        delivery: expect.stringMatching(euros(carrier.price)),
        total: expect.stringMatching(euros(PRODUCT_PRICE + carrier.price)),
      });
    }

    // Our pick-up, priced: the amounts follow.
    await chooseAndCheck(storePickup);
    await expect(pay.innerText()).resolves.toMatch(payFor(PRODUCT_PRICE + storePickup.price));
    await checkWidgets(["shop-checkout-delivery", "shop-delivery-date", "payment-form"]);
    await screenshot("shop-checkout-flow-pickup-1280.png");

    // Home delivery: the shipping methods only, the first one that can deliver chosen.
    await switchMode("Home delivery");
    const firstHome = firstOfKind(false);
    await expect(homeMode.isChecked()).resolves.toBe(true);
    expect(await listed()).toEqual(ofKind(false).map((carrier) => carrier.name));
    await expect(chosen()).resolves.toBe(firstHome.name);
    await expect(orderCarrier()).resolves.toBe(firstHome.id);
    for (const element of await shippingAddress.all()) await expect(element.isVisible()).resolves.toBe(true);

    await chooseAndCheck(homeDelivery);
    await checkWidgets(["shop-checkout-delivery", "shop-delivery-date", "payment-form"]);
    await screenshot("shop-checkout-flow-home-delivery-1280.png");
  });

  test("should take a guest from the product to a paid order, from the cart on without Odoo's bundle", async () => {
    // Pay waits for the terms and conditions: the website asks for them while this test runs.
    const restoreTerms = await requireTermsAcceptance(admin, websiteId);
    restores.push(restoreTerms);
    // Lean visitor pages (#34): the cart, address, checkout and payment pages' parts are ours
    // (the demo provider's own "Demo" method too: the widget simulates its payments).
    const restoreLean = await useLeanPages(admin);
    restores.push(restoreLean);
    try {
      await addProductToCart();

      // The cart, then its checkout: a guest gives an address first.
      const bundle = recordOdooBundle(page);
      await page.goto(`${odooUrl()}/shop/cart`);
      expect(await shiftsBeyondBudget()).toEqual([]);
      const cart = page.locator(mounted("shop-cart"));
      await cart.getByText(product.name).first().waitFor();
      await checkWidgets(["shop-cart"]);
      await expect(odooBundleRuns(page)).resolves.toBe(false);
      await cart.getByRole("link", { name: "Checkout", exact: true }).click();
      await page.waitForURL(/\/shop\/address/);
      await expect(odooBundleRuns(page)).resolves.toBe(false);
      await enterBelgianAddress();
      const orderId = await orderIdOnPaymentPage();
      // The delivery methods and the dates' place are the server's HTML: nothing moves as they come.
      expect(await shiftsBeyondBudget()).toEqual([]);
      // The checkout's address cards (the guest has an address now), then back to pay.
      await page.goto(`${odooUrl()}/shop/checkout`);
      await page.locator(mounted("shop-address-cards")).first().waitFor();
      expect(await shiftsBeyondBudget()).toEqual([]);
      await expect(odooBundleRuns(page)).resolves.toBe(false);
      // While the delivery dates load, their section has the size the calendar will have.
      const releaseDates = await holdNext("**/shop/checkout/get_dates");
      await page.goto(`${odooUrl()}/shop/payment`);
      const dateSection = page.locator('[data-widget="shop-delivery-date"]');
      const hasDates = (await dateSection.count()) > 0;
      const loadingHeight = hasDates ? (await dateSection.boundingBox())?.height : undefined;
      releaseDates();
      if (hasDates) {
        await dateSection.getByRole("grid").waitFor();
        const height = (await dateSection.boundingBox())?.height;
        expect(Math.abs((height ?? 0) - (loadingHeight ?? 0))).toBeLessThanOrEqual(1);
      }

      // Our delivery method.
      const delivery = page.locator(mounted("shop-checkout-delivery"));
      const carrierAnswered = page.waitForResponse((r) => r.url().endsWith("/shop/update_carrier"));
      await delivery.locator(".weekbox-carrier").filter({ hasText: homeDelivery.name }).click();
      expect((await carrierAnswered).ok()).toBe(true);

      // A delivery date and time when the website asks for one: another day and hour than offered.
      let commitmentDate: string | false = false;
      const dates = page.locator(mounted("shop-delivery-date"));
      if ((await page.locator('[data-widget="shop-delivery-date"]').count()) > 0) {
        const calendar = dates.getByRole("grid");
        await calendar.waitFor();
        await dates.getByText(/Delivery on/).waitFor();
        const otherDays = calendar.locator(
          '[role="gridcell"] [role="button"]:not([aria-disabled="true"]):not([data-selected])',
        );
        // Near a month's end the month shown may hold no other day: the next one does (30 days ahead).
        if ((await otherDays.count()) === 0) await dates.getByRole("button", { name: "Next month" }).click();
        const day = otherDays.first();
        const dayNumber = (await day.innerText()).trim().padStart(2, "0");
        await day.click();
        await dates.getByRole("button", { name: /Delivery time/ }).click();
        const hour = page
          .getByRole("listbox")
          .locator('[role="option"]:not([aria-disabled="true"]):not([aria-selected="true"])')
          .first();
        const hourLabel = (await hour.innerText()).trim();
        // The widget saves the day, then the hour (and may still be saving the date it offered first).
        const hourSaved = page.waitForResponse(
          (r) =>
            r.url().endsWith("/shop/checkout/set_delivery_date") &&
            (r.request().postDataJSON() as { params: { hour: number } }).params.hour ===
              parseInt(hourLabel, 10),
        );
        await hour.click();
        const answer = (await (await hourSaved).json()) as {
          result: { date: string; hour: number; commitment_date: string };
        };
        expect(answer.result.date).toMatch(new RegExp(`-${dayNumber}$`));
        commitmentDate = answer.result.commitment_date;
        await dates.getByText(new RegExp(`Delivery on .* at ${hourLabel}`)).waitFor();
      }

      // The demo provider's card; Pay waits for the terms.
      const payForm = page.locator(mounted("payment-form"));
      const pay = payForm.getByRole("button", { name: PAY });
      await pay.waitFor();
      // Odoo's demo method is offered, as the widget's own option: nothing of Odoo's JS for it.
      await expect(payForm.locator('.weekbox-payment-option[data-kind="simulated"]').count()).resolves.toBe(
        1,
      );
      await choosePaymentOption(payForm, "Card");
      await payForm.getByLabel("Card number").pressSequentially("4242424242424242");
      await payForm.getByLabel("Expiry date (MM / YY)").pressSequentially("1239");
      await payForm.getByLabel("Security code (CVC)").pressSequentially("123");
      await payForm.getByLabel("Security code (CVC)").blur();
      const terms = payForm.getByRole("checkbox", { name: "I agree to the terms and conditions" });
      await expect(terms.isChecked()).resolves.toBe(false);
      await expect(pay.isDisabled()).resolves.toBe(true);
      await expect(pay.innerText()).resolves.toMatch(payFor(PRODUCT_PRICE + homeDelivery.price));
      await checkWidgets(["shop-checkout-delivery", "shop-delivery-date", "payment-form"]);
      await screenshot("shop-checkout-flow-payment-1280.png");
      await payForm.locator(".weekbox-payment-terms-checkbox").click();
      await expect(terms.isChecked()).resolves.toBe(true);
      await expect(pay.isDisabled()).resolves.toBe(false);
      // No page from the cart to here asked for Odoo's frontend JS, nor ran it.
      await expect(odooBundleRuns(page)).resolves.toBe(false);
      expect(bundle).toEqual([]);
      await pay.click();

      // The confirmation page: paid.
      await page.waitForURL(/\/shop\/confirmation/, { timeout: PAYMENT_TIMEOUT });
      const status = page.locator(mounted("payment-status")).getByRole("status");
      await status.waitFor();
      await expect(status.getAttribute("data-state")).resolves.toBe("done");
      await expect(status.innerText()).resolves.toMatch(/Your payment has been successfully processed/);
      await checkWidgets(["payment-status"]);
      await screenshot("shop-checkout-flow-confirmation-1280.png");

      const order = await readBackOfficeOrder(admin, orderId);
      expect(order).toMatchObject({
        state: "sale",
        carrier_id: [homeDelivery.id, expect.any(String)],
        amount_delivery: homeDelivery.price,
        amount_total: PRODUCT_PRICE + homeDelivery.price,
      });
      if (commitmentDate) expect(order.commitment_date).toBe(commitmentDate);
      await expect(transactionStates(admin, order.transaction_ids)).resolves.toEqual(["done"]);
    } finally {
      await restoreLean();
      await restoreTerms();
    }
  });

  test("should poll a pending payment's status 20 times after the first call, then warn that the bank has not confirmed it", async () => {
    // Before any navigation: every page of the context runs on Playwright's clock,
    // and the page's pending timers are known (each wait between two polls is one).
    await page.clock.install();
    await recordPendingTimeouts(page);
    await addProductToCart();
    await page.goto(`${odooUrl()}/shop/address`);
    await enterBelgianAddress();
    const orderId = await orderIdOnPaymentPage();
    const payForm = page.locator(mounted("payment-form"));
    const pay = payForm.getByRole("button", { name: PAY });
    await pay.waitFor();
    await acceptTermsIfAsked(payForm);
    await checkWidgets(["shop-checkout-delivery", "shop-delivery-date", "payment-form"]);
    await choosePaymentOption(payForm, "Wire Transfer");
    await pay.click();
    await page.waitForURL(/\/shop\/confirmation/, { timeout: PAYMENT_TIMEOUT });
    await page.locator(mounted("payment-status")).waitFor();

    // The page again, on a stopped clock: each poll is counted from the
    // first, and each wait between two is measured.
    const polls: Request[] = [];
    let answered = 0;
    page.on("request", (request) => {
      if (STATUS_ROUTE.test(request.url())) polls.push(request);
    });
    page.on("requestfinished", (request) => {
      if (STATUS_ROUTE.test(request.url())) answered++;
    });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.reload({ waitUntil: "commit" });
    polls.length = 0;
    answered = 0;
    // The page loads and its widgets mount only as the clock moves.
    for (let step = 0; polls.length === 0 && step < 600; step++) {
      await page.clock.runFor(DELAY_MARGIN / 2);
      await page.waitForTimeout(20);
    }
    expect(polls).toHaveLength(1);
    const status = page.locator(mounted("payment-status")).getByRole("status");
    await expect(status.getAttribute("data-state")).resolves.toBe("pending");

    // Request 0 is the first call, request n (1 to 20) poll n.
    for (let poll = 1; poll <= MAX_STATUS_POLLS; poll++) {
      await eventually(
        async () => answered,
        (count) => count >= poll,
        { what: `the answer to request ${poll - 1}`, timeout: 15_000 },
      );
      // The page then starts waiting (a timer on the stopped clock). The
      // first answer may land while the clock moves the page's loading on:
      // each wait is checked to within DELAY_MARGIN ms, not to the ms.
      await eventually(
        () => pendingTimeouts(page),
        (delays) => delays.includes(pollDelayMs(poll)),
        { what: `the page's wait of ${pollDelayMs(poll)} ms before poll ${poll}`, timeout: 5_000 },
      );
      await page.clock.runFor(pollDelayMs(poll) - DELAY_MARGIN);
      // No poll yet: every request the page started so far has been seen.
      await requestsSeen(page);
      expect({ poll, requests: polls.length }).toEqual({ poll, requests: poll });
      expect(await status.getByRole("button", { name: WAITING_TOOLTIP }).count()).toBe(0);
      await page.clock.runFor(DELAY_MARGIN);
      await eventually(
        async () => polls.length,
        (count) => count === poll + 1,
        { what: `poll ${poll}, ${pollDelayMs(poll)} ms after the request before`, timeout: 5_000 },
      );
    }
    await eventually(
      async () => answered,
      (count) => count >= MAX_STATUS_POLLS + 1,
      { what: "the answer to the last poll", timeout: 15_000 },
    );

    // Given up: the message gets a warning whose tooltip says why.
    const warning = status.getByRole("button", { name: WAITING_TOOLTIP });
    await warning.waitFor();
    await expect(status.getAttribute("data-exhausted")).resolves.toBe("");
    // Its tooltip shows to keyboard users (a title would not).
    await page.keyboard.press("Shift");
    await warning.focus();
    await page.clock.runFor(1000);
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip.innerText()).resolves.toBe(WAITING_TOOLTIP);
    // It covers neither the status's own title nor a heading of the page.
    await page.screenshot({ path: path.join(ARTIFACTS, "shop-checkout-flow-waiting-tooltip-1280.png") });
    const tooltipBox = (await tooltip.boundingBox())!;
    const titles = page.locator(
      "h1:visible, h2:visible, h3:visible, h4:visible, .weekbox-payment-status-title",
    );
    for (const title of await titles.all()) {
      const box = await title.boundingBox();
      if (box && box.width > 0)
        expect({ title: await title.innerText(), overlaps: overlaps(tooltipBox, box) }).toEqual({
          title: await title.innerText(),
          overlaps: false,
        });
    }
    await expect(status.innerText()).resolves.toMatch(/Your payment is pending/);
    // And never asks again, however long the page stays open.
    await page.clock.runFor(10 * 60_000);
    await requestsSeen(page);
    expect(polls).toHaveLength(MAX_STATUS_POLLS + 1);
    expect(polls.every((poll) => poll.method() === "POST")).toBe(true);

    await page.clock.resume();
    await checkWidgets(["payment-status"]);
    await screenshot("shop-checkout-flow-pending-1280.png");
    const order = await readBackOfficeOrder(admin, orderId);
    await expect(transactionStates(admin, order.transaction_ids)).resolves.toEqual(["pending"]);
    expect(["draft", "sent"]).toContain(order.state);
  });
});
