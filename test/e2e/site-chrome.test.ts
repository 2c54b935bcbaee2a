// The site chrome's React widgets (website_weekbox_site) on Odoo 17's own
// pages, in Debian's Chromium, as a guest: the header's language switcher by
// keyboard only, back to top at 1280 and 375 px, #scrollTop=N, and the
// sign-up form's submit (busy state, Odoo's error, the visitor's limit of
// sign-ups, an account made). Each page visited: axe without serious/critical
// violations in our widgets, and no jQuery handler of Odoo's on an element
// React owns.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { closeOutsideNetwork } from "../harness/closed-network";
import { EDITOR_LOAD_MS, EDITOR_TEST_MS } from "../harness/website-editor";
import { eventually } from "../harness/eventually";
import { closeGuestPage, openGuestPage, type GuestPage } from "../harness/guest-page";
import { odooHandlersOnReactElements, odooStarted } from "../harness/odoo-handlers";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginThroughForm } from "../harness/odoo-login-form";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { liftVisitorLimit, setVisitorLimit, SIGNUP_LIMIT } from "../harness/visitor-limits";
import { framesRendered, requestsSeen } from "../harness/page-settled";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const mounted = (widget: string) => `[data-widget="${widget}"][data-widget-state="mounted"]`;
const OUR_WIDGETS = [
  '[data-widget="site-language"]',
  '[data-widget="site-scroll"]',
  '[data-widget="site-signup"]',
];
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

/** What is focused, e.g. `header#top` or `button[Back to top]`. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "none";
    const name = element.getAttribute("aria-label") ?? "";
    const id = element.id && !element.id.startsWith("react-aria") ? `#${element.id}` : "";
    return `${element.tagName.toLowerCase()}${id}${name ? `[${name}]` : ""}`;
  });
}

const scrollTop = (page: Page) => page.evaluate(() => document.getElementById("wrapwrap")!.scrollTop);

/** The checks every page visited must pass, once Odoo's own JS has started. */
async function checkPage(page: Page, widgets: string[] = OUR_WIDGETS): Promise<void> {
  await odooStarted(page);
  // Our widgets only: another feature's widget on the page is its own suite's.
  expect(await odooHandlersOnReactElements(page, '[data-widget^="site-"]')).toEqual([]);
  const present = [];
  for (const widget of widgets) if ((await page.locator(widget).count()) > 0) present.push(widget);
  expect(await seriousAxeViolations(page, present)).toEqual([]);
}

describeBrowser(`site chrome widgets${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let guest: GuestPage | undefined;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => closeGuestPage(guest));

  test("should switch to French by keyboard only, the query and hash kept, edit_translations dropped", async () => {
    guest = await openGuestPage(browser);
    ({ page } = guest);
    await page.goto(`${odooUrl()}/contactus?weekbox=chrome&edit_translations=1#faq`);
    const switcher = page.locator(`header ${mounted("site-language")}`).first();
    await switcher.waitFor();
    await checkPage(page);

    // Tab from the top of the page to the header's switcher.
    const button = switcher.getByRole("button", { name: "Language: English (US)" });
    for (let tabs = 0; tabs < 40 && !(await button.evaluate((el) => el === document.activeElement)); tabs++) {
      await page.keyboard.press("Tab");
    }
    expect(await focused(page)).toBe("button[Language: English (US)]");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Language: English (US)" });
    await menu.waitFor();
    await expect(menu.getByRole("menuitemradio").allTextContents()).resolves.toEqual([
      "Nederlands (BE)",
      "English (US)",
      "Français (BE)",
    ]);
    expect(await seriousAxeViolations(page, [".weekbox-language-popover"])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "site-language-open-1280.png") });
    await eventually(
      () => focused(page),
      (name) => name.startsWith("a"),
      { what: "focus in the menu" },
    );
    // English is checked and focused; down once is French.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");

    await page.waitForURL(/\/fr_BE\/contactus/);
    const landed = new URL(page.url());
    expect(landed.pathname).toBe("/fr_BE/contactus");
    expect(landed.searchParams.get("weekbox")).toBe("chrome");
    expect(landed.searchParams.has("edit_translations")).toBe(false);
    expect(landed.hash).toBe("#faq");
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("fr-BE");
    const french = page.locator(`header ${mounted("site-language")}`).first();
    await french.getByRole("button", { name: /Français \(BE\)/ }).waitFor();
    await checkPage(page);
    // And back to English from the French page: the French segment goes.
    await french.getByRole("button").click();
    await page.getByRole("menuitemradio", { name: "English (US)" }).click();
    await page.waitForURL((url) => url.pathname === "/contactus");
    expect(new URL(page.url()).hash).toBe("#faq");
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("en-US");
  });

  test("should be used by keyboard in the header's mobile menu at 375 px (Bootstrap's offcanvas)", async () => {
    guest = await openGuestPage(browser, { width: 375, height: 800 });
    ({ page } = guest);
    await page.goto(`${odooUrl()}/contactus?weekbox=mobile`);
    await odooStarted(page);
    await page.locator('[data-bs-toggle="offcanvas"]:visible').first().click();
    const button = page.locator(`${mounted("site-language")} button:visible`).first();
    await button.waitFor();
    await button.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menu", { name: "Language: English (US)" }).waitFor();
    // The offcanvas's focus trap leaves the menu (inside it) its focus.
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe(
      "menuitemradio",
    );
    await page.keyboard.press("ArrowDown");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Français (BE)");
    await checkPage(page);
    await page.screenshot({ path: path.join(ARTIFACTS, "site-language-mobile-375.png") });
    await page.keyboard.press("Escape");
    // react-aria gives the focus back one frame after the menu closed.
    await page.waitForFunction(
      (element) => element === document.activeElement,
      await button.elementHandle(),
      {
        timeout: 2_000,
      },
    );
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/nl_BE\/contactus\?weekbox=mobile/);
  });

  test("should keep the footer's inline links working through /website/lang", async () => {
    guest = await openGuestPage(browser);
    ({ page } = guest);
    await page.goto(`${odooUrl()}/contactus?weekbox=footer#faq`);
    const footerLinks = page.locator(`footer ${mounted("site-language")}`).getByRole("link");
    await footerLinks.first().waitFor();
    await expect(
      footerLinks.evaluateAll((links) => links.map((link) => link.className)),
    ).resolves.not.toContain("js_change_lang");
    await footerLinks.filter({ hasText: "Nederlands (BE)" }).click();
    await page.waitForURL(/\/nl_BE\/contactus/);
    expect(new URL(page.url()).search).toBe("?weekbox=footer");
    expect(new URL(page.url()).hash).toBe("#faq");
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 700 },
  ]) {
    test(`should take the page back to the top by keyboard at ${viewport.width} px`, async () => {
      guest = await openGuestPage(browser, viewport);
      ({ page } = guest);
      await page.goto(`${odooUrl()}/`);
      const dock = page.locator(mounted("site-scroll"));
      await dock.waitFor({ state: "attached" });
      await odooStarted(page);
      const button = page.getByRole("button", { name: "Back to top" });
      await expect(button.isVisible()).resolves.toBe(false);

      await page.evaluate(() =>
        document.getElementById("wrapwrap")!.scrollTo({ top: 100, behavior: "instant" }),
      );
      await framesRendered(page);
      await expect(button.isVisible()).resolves.toBe(false);
      await page.evaluate(() =>
        document.getElementById("wrapwrap")!.scrollTo({ top: 900, behavior: "instant" }),
      );
      await button.waitFor({ state: "visible" });
      await checkPage(page);

      // In the window, clear of the page's bottom edge.
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await page.screenshot({ path: path.join(ARTIFACTS, `site-back-to-top-${viewport.width}.png`) });

      // The button is the page's last stop but the live chat's button (after
      // #wrapwrap, as Odoo's own; there while an operator is online, which
      // another suite's admin may still be): Shift+Tab from the start reaches it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press("Shift+Tab");
      const onChat = () =>
        page.evaluate(() => document.activeElement?.classList.contains("weekbox-livechat-button") ?? false);
      if (await onChat()) await page.keyboard.press("Shift+Tab");
      expect(await focused(page)).toBe("button[Back to top]");
      const before = await scrollTop(page);
      expect(before).toBeGreaterThan(100);
      // Every position on the way, timed by the page's own clock (a slow machine stretches the test's steps).
      await page.evaluate(() => {
        const wrap = document.getElementById("wrapwrap")!;
        const steps: { top: number; at: number }[] = [];
        (window as unknown as { backToTop: unknown }).backToTop = steps;
        document.addEventListener(
          "keydown",
          () => steps.push({ top: wrap.scrollTop, at: performance.now() }),
          {
            once: true,
          },
        );
        wrap.addEventListener("scroll", () => steps.push({ top: wrap.scrollTop, at: performance.now() }));
      });
      await page.keyboard.press("Enter");
      // Until the scroll event of the top itself: it comes a frame after
      // scrollTop reads 0, so reading scrollTop alone raced it.
      const [pressed, ...steps] = await eventually(
        () =>
          page.evaluate(() => (window as unknown as { backToTop: { top: number; at: number }[] }).backToTop),
        ([, ...scrolled]) => scrolled.some((step) => step.top === 0),
        { what: "the scroll positions on the way to the top" },
      );
      // On its way, not there at once.
      expect(steps.filter((step) => step.top > 0 && step.top < before).length).toBeGreaterThan(2);
      const took = steps.find((step) => step.top === 0)!.at - pressed!.at;
      expect(took).toBeGreaterThanOrEqual(700);
      expect(took).toBeLessThan(2000);
      await eventually(
        () => focused(page),
        (name) => name === "header#top",
        { what: "focus" },
      );
      await button.waitFor({ state: "hidden" });
      // The next Tab goes on from the top of the page.
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => Boolean(document.activeElement?.closest("header#top")))).resolves.toBe(
        true,
      );
    });
  }

  test("should stay clear of Odoo's cookie bar at 375 px", async () => {
    const [website] = await callKw<{ id: number; cookies_bar: boolean }[]>(admin, "website", "search_read", [
      [["id", "=", 1]],
      ["cookies_bar"],
    ]);
    await callKw(admin, "website", "write", [[1], { cookies_bar: true }]);
    try {
      guest = await openGuestPage(browser, { width: 375, height: 700 });
      ({ page } = guest);
      await page.goto(`${odooUrl()}/`);
      const bar = page.locator("#website_cookies_bar .modal.show .modal-content");
      await bar.waitFor({ timeout: 15_000 });
      await page.evaluate(() =>
        document.getElementById("wrapwrap")!.scrollTo({ top: 900, behavior: "instant" }),
      );
      const button = page.getByRole("button", { name: "Back to top" });
      await button.waitFor({ state: "visible" });
      const [ours, theirs] = [(await button.boundingBox())!, (await bar.boundingBox())!];
      const overlaps =
        ours.x < theirs.x + theirs.width &&
        theirs.x < ours.x + ours.width &&
        ours.y < theirs.y + theirs.height &&
        theirs.y < ours.y + ours.height;
      await page.screenshot({ path: path.join(ARTIFACTS, "site-back-to-top-cookie-bar-375.png") });
      expect({ ours, theirs, overlaps }).toEqual(expect.objectContaining({ overlaps: false }));
      expect(ours.y + ours.height).toBeLessThanOrEqual(700);
    } finally {
      await callKw(admin, "website", "write", [[1], { cookies_bar: website!.cookies_bar }]);
    }
  });

  test("should go to the top at once under reduced motion", async () => {
    guest = await openGuestPage(browser);
    ({ page } = guest);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${odooUrl()}/`);
    await page.locator(mounted("site-scroll")).waitFor({ state: "attached" });
    // Odoo's header moves the page as its JS starts: scroll once it has.
    await odooStarted(page);
    await page.evaluate(() =>
      document.getElementById("wrapwrap")!.scrollTo({ top: 800, behavior: "instant" }),
    );
    const button = page.getByRole("button", { name: "Back to top" });
    await button.waitFor({ state: "visible" });
    await button.focus();
    await page.keyboard.press("Enter");
    // At once: no 800 ms on the way (Odoo's header settles in a frame or two).
    await eventually(
      () => scrollTop(page),
      (top) => top === 0,
      { timeout: 300, interval: 20, what: "scrollTop" },
    );
    expect(await focused(page)).toBe("header#top");
  });

  test("should scroll to #scrollTop=N on arrival, once", async () => {
    guest = await openGuestPage(browser);
    ({ page } = guest);
    await page.goto(`${odooUrl()}/#scrollTop=600`);
    await eventually(
      () => scrollTop(page),
      (top) => top === 600,
      { what: "scrollTop" },
    );
    await checkPage(page);
    // Odoo's own PublicRoot did not scroll anything else meanwhile.
    await expect(scrollTop(page)).resolves.toBe(600);
    await expect(page.evaluate(() => document.body.scrollTop)).resolves.toBe(0);
    await page.screenshot({ path: path.join(ARTIFACTS, "site-scroll-top-hash-1280.png") });
  });

  describe("sign-up", () => {
    let scope: string | false;
    let restoreSignupLimit: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      scope = await callKw<string | false>(admin, "ir.config_parameter", "get_param", [
        "auth_signup.invitation_scope",
      ]);
      await callKw(admin, "ir.config_parameter", "set_param", ["auth_signup.invitation_scope", "b2c"]);
      // Sign-ups are limited per visitor and address (this machine's, for every
      // run): lifted here, but for the step that sees the refusal, and the run's
      // attempts removed afterwards.
      restoreSignupLimit = await liftVisitorLimit(admin, SIGNUP_LIMIT);
    });
    afterAll(async () => {
      await callKw(admin, "ir.config_parameter", "set_param", [
        "auth_signup.invitation_scope",
        scope || "b2b",
      ]);
      await restoreSignupLimit?.();
    });

    async function fill(email: string, password: string, confirm: string) {
      await page.getByLabel("Your Email").fill(email);
      await page.getByLabel("Your Name").fill("Chrome Tester");
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm Password").fill(confirm);
    }

    test("should show the spinner and disable the button, keep Odoo's error, then make the account", async () => {
      guest = await openGuestPage(browser);
      ({ page } = guest);
      const email = `chrome-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await page.goto(`${odooUrl()}/web/signup`);
      const widget = page.locator(mounted("site-signup"));
      await widget.waitFor();
      await checkPage(page);
      await expect(page.locator("form.oe_signup_form").getAttribute("class")).resolves.toContain(
        "o_no_wait_lazy_js",
      );
      const submit = widget.getByRole("button", { name: "Sign up" });

      // The browser refuses an empty form: the button stays usable.
      await submit.click();
      await expect(submit.isEnabled()).resolves.toBe(true);

      await fill(email, "chrome-secret-1", "chrome-secret-2");
      await page.screenshot({ path: path.join(ARTIFACTS, "site-signup-1280.png") });
      // First the busy state, held: the page's last submit listener (after
      // the widget's) keeps the browser from leaving, as a slow server would.
      await page.evaluate(() => {
        window.addEventListener("submit", (event) => event.preventDefault(), { once: true });
      });
      await submit.click();
      await expect(submit.isDisabled()).resolves.toBe(true);
      await expect(submit.getAttribute("aria-busy")).resolves.toBe("true");
      await expect(widget.locator(".spinner-border").isVisible()).resolves.toBe(true);
      await expect(widget.getByRole("status").textContent()).resolves.toBe("Creating your account…");
      // Odoo's own SignUpForm stayed off our form: no spinner of its own.
      await expect(page.locator("form.oe_signup_form .fa-refresh").count()).resolves.toBe(0);
      await page.screenshot({ path: path.join(ARTIFACTS, "site-signup-busy-1280.png") });
      // A second submit (Enter in a field) is refused while one is on its way.
      let posts = 0;
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/web/signup")) posts += 1;
      });
      await page.getByLabel("Confirm Password").press("Enter");
      await requestsSeen(page);
      expect(posts).toBe(0);

      // Then the real thing, on a fresh page.
      await page.goto(`${odooUrl()}/web/signup`);
      await page.locator(mounted("site-signup")).waitFor();
      await fill(email, "chrome-secret-1", "chrome-secret-2");
      await page.locator(mounted("site-signup")).getByRole("button", { name: "Sign up" }).click();
      expect(posts).toBe(1);

      // Odoo's answer: its error, beside the form, announced.
      const error = page.getByRole("alert").filter({ hasText: "Passwords do not match" });
      await error.waitFor();
      await page.locator(mounted("site-signup")).waitFor();
      await checkPage(page);
      await expect(
        page.locator(mounted("site-signup")).getByRole("button", { name: "Sign up" }).isEnabled(),
      ).resolves.toBe(true);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: path.join(ARTIFACTS, "site-signup-error-375.png"), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 1000 });

      // Beyond the visitor's limit of sign-ups (here 1: the one above), the
      // form comes back saying why, with what was typed, and no account.
      await setVisitorLimit(admin, SIGNUP_LIMIT, "session_key", 1);
      await fill(email, "chrome-secret-1", "chrome-secret-1");
      await page.locator(mounted("site-signup")).getByRole("button", { name: "Sign up" }).click();
      await page.getByRole("alert").filter({ hasText: "Too many sign-ups from this connection" }).waitFor();
      await page.locator(mounted("site-signup")).waitFor();
      await checkPage(page);
      await expect(page.getByLabel("Your Email").inputValue()).resolves.toBe(email);
      await expect(
        callKw<number>(admin, "res.users", "search_count", [[["login", "=", email]]]),
      ).resolves.toBe(0);
      await page.screenshot({ path: path.join(ARTIFACTS, "site-signup-limit-1280.png") });
      await setVisitorLimit(admin, SIGNUP_LIMIT, "session_key", 1_000_000);

      await fill(email, "chrome-secret-1", "chrome-secret-1");
      await page.locator(mounted("site-signup")).getByRole("button", { name: "Sign up" }).click();
      await page.waitForURL((url) => url.pathname !== "/web/signup", { timeout: 30_000 });
      const users = await callKw<number>(admin, "res.users", "search_count", [[["login", "=", email]]]);
      expect(users).toBe(1);
    });
  });

  // Lean visitor pages (#34): the home page (ours only) without Odoo's
  // frontend bundle for a visitor, its header's Bootstrap parts run by
  // lean_chrome.js; the same page as staff keeps Odoo's bundle.
  describe("lean page", () => {
    const LAZY_BUNDLE = /web\.assets_frontend_lazy/;
    let before: {
      weekbox_lean_pages: boolean;
      cookies_bar: boolean;
      google_analytics_key: string | false;
      menu_id: [number, string];
    };
    const menuIds: number[] = [];

    beforeAll(async () => {
      const [read] = await callKw<(typeof before)[]>(admin, "website", "search_read", [
        [["id", "=", 1]],
        ["weekbox_lean_pages", "cookies_bar", "google_analytics_key", "menu_id"],
      ]);
      before = read!;
      await callKw(admin, "website", "write", [[1], { weekbox_lean_pages: true, cookies_bar: false }]);
      // A header dropdown of the test's own: the demo's menu has none.
      const parent = await callKw<number>(admin, "website.menu", "create", [
        { name: "Lean menu", url: "#", parent_id: before.menu_id[0], website_id: 1, sequence: 90 },
      ]);
      menuIds.push(parent);
      menuIds.push(
        await callKw<number>(admin, "website.menu", "create", [
          { name: "Lean child", url: "/contactus?weekbox=lean", parent_id: parent, website_id: 1 },
        ]),
      );
    });
    afterAll(async () => {
      await callKw(admin, "website.menu", "unlink", [menuIds]);
      await callKw(admin, "website", "write", [
        [1],
        { weekbox_lean_pages: before.weekbox_lean_pages, cookies_bar: before.cookies_bar },
      ]);
    });

    /** Opens `/` as a guest, the URLs of every request it made collected. */
    async function openLeanHome(viewport?: { width: number; height: number }): Promise<string[]> {
      guest = await openGuestPage(browser, viewport);
      ({ page } = guest);
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await page.goto(`${odooUrl()}/?weekbox=lean`);
      await page
        .locator(`header ${mounted("site-language")}`)
        .first()
        .waitFor({ state: "attached" });
      await page.locator(mounted("zip-check")).waitFor();
      // Odoo's lazy loader holds clicks until the page's load event.
      await page.waitForFunction(() => !document.body.classList.contains("o_lazy_js_waiting"));
      return requested;
    }

    const isOpen = (toggle: ReturnType<Page["locator"]>) => toggle.getAttribute("aria-expanded");

    test("should run the header's dropdown by pointer and keyboard without Odoo's bundle", async () => {
      const requested = await openLeanHome();
      await expect(page.locator("script[data-weekbox-lean-chrome]").count()).resolves.toBe(1);
      const toggle = page.locator('header [data-bs-toggle="dropdown"]:visible', { hasText: "Lean menu" });
      const item = page.locator("header .dropdown-menu.show").getByRole("menuitem", { name: "Lean child" });
      // Pointer: open, then closed by a click elsewhere.
      await toggle.click();
      await item.waitFor();
      await expect(isOpen(toggle)).resolves.toBe("true");
      await page.locator("main").click({ position: { x: 5, y: 5 } });
      await item.waitFor({ state: "hidden" });
      await expect(isOpen(toggle)).resolves.toBe("false");
      // Keyboard: down opens on the first item, Escape gives the focus back.
      await toggle.focus();
      await page.keyboard.press("ArrowDown");
      await item.waitFor();
      await expect(item.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.screenshot({ path: path.join(ARTIFACTS, "site-lean-dropdown-1280.png") });
      await page.keyboard.press("Escape");
      await item.waitFor({ state: "hidden" });
      await expect(toggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(requested.filter((url) => LAZY_BUNDLE.test(url))).toEqual([]);
      // The standard header comes back fixed at the top once scrolled 300 px, as Odoo's.
      const header = page.locator("header#top");
      await page.evaluate(() =>
        document.getElementById("wrapwrap")!.scrollTo({ top: 600, behavior: "instant" }),
      );
      await page.locator("header#top.o_header_affixed").waitFor();
      await eventually(
        async () => (await header.boundingBox())!.y,
        (y) => Math.abs(y) < 1,
        { what: "the header's top" },
      );
      await page.screenshot({ path: path.join(ARTIFACTS, "site-lean-header-scrolled-1280.png") });
      await page.evaluate(() =>
        document.getElementById("wrapwrap")!.scrollTo({ top: 0, behavior: "instant" }),
      );
      await page.locator("header#top.o_header_affixed").waitFor({ state: "detached" });
      // The header's search opens in its modal, the search box focused; Escape closes it.
      const searchButton = page.locator('header [data-bs-toggle="modal"]:visible').first();
      await searchButton.click();
      const searchModal = page.locator("#o_search_modal");
      await searchModal.waitFor({ state: "visible" });
      await expect(
        page.evaluate(() => document.activeElement?.closest("#o_search_modal") !== null),
      ).resolves.toBe(true);
      await page.screenshot({ path: path.join(ARTIFACTS, "site-lean-search-1280.png") });
      await page.keyboard.press("Escape");
      await searchModal.waitFor({ state: "hidden" });
      await expect(searchButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(page.locator(".modal-backdrop").count()).resolves.toBe(0);
      // Enter opens it, Enter on the item follows the link (to a page that is not lean).
      await toggle.focus();
      await page.keyboard.press("Enter");
      await item.waitFor();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/contactus\?weekbox=lean/);
    });

    test("should open and close the mobile menu by pointer and keyboard at 375 px", async () => {
      const requested = await openLeanHome({ width: 375, height: 800 });
      const toggler = page.locator('[data-bs-toggle="offcanvas"]:visible').first();
      const panel = page.locator("#top_menu_collapse_mobile");
      await toggler.click();
      await panel.locator('[data-bs-toggle="dropdown"]', { hasText: "Lean menu" }).waitFor();
      await expect(isOpen(toggler)).resolves.toBe("true");
      // Its dropdown opens in it.
      await panel.locator('[data-bs-toggle="dropdown"]', { hasText: "Lean menu" }).click();
      await panel.getByRole("menuitem", { name: "Lean child" }).waitFor();
      // Its language switcher (ours) works inside it.
      await panel.locator(`${mounted("site-language")} button`).click();
      await page.getByRole("menu", { name: "Language: English (US)" }).waitFor();
      await page.keyboard.press("Escape");
      await page.screenshot({ path: path.join(ARTIFACTS, "site-lean-mobile-menu-375.png") });
      // Its close button, then the keyboard: Enter opens, Escape closes.
      await panel.locator('[data-bs-dismiss="offcanvas"]').click();
      await panel.waitFor({ state: "hidden" });
      await expect(toggler.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press("Enter");
      await panel.waitFor({ state: "visible" });
      // Tab and Shift+Tab stay in the open menu, round and round.
      const inPanel = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest("#top_menu_collapse_mobile")));
      for (const key of [...Array<string>(25).fill("Tab"), ...Array<string>(25).fill("Shift+Tab")]) {
        await page.keyboard.press(key);
        await expect(inPanel()).resolves.toBe(true);
      }
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden" });
      await expect(page.locator(".offcanvas-backdrop").count()).resolves.toBe(0);
      expect(requested.filter((url) => LAZY_BUNDLE.test(url))).toEqual([]);
    });

    test(
      "should keep the editor for staff, who save an edit a visitor then reads on the lean page",
      async () => {
        type View = { id: number; arch_db: string; website_id: [number, string] | false };
        const [last] = await callKw<number[]>(admin, "ir.ui.view", "search", [[]], {
          order: "id desc",
          limit: 1,
        });
        const stamp = `Lean edit ${Date.now()}`;
        let edited: View | undefined;
        const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
        // The editor's stylesheets @import web fonts: the network is closed.
        await closeOutsideNetwork(context);
        try {
          const editor = await context.newPage();
          const requested: string[] = [];
          editor.on("request", (request) => requested.push(request.url()));
          await loginThroughForm(editor, "admin", "admin");
          await editor.goto(`${odooUrl()}/@/?enable_editor=1`);
          await editor.locator("#oe_snippets .o_we_website_top_actions").waitFor({ timeout: EDITOR_LOAD_MS });
          const frame = (await (await editor.$("iframe.o_iframe"))!.contentFrame())!;
          await frame.waitForFunction(() => document.body.classList.contains("editor_enable"), undefined, {
            timeout: EDITOR_LOAD_MS,
          });
          // Odoo's bundle and its editor's came for the page in edit mode.
          expect(requested.some((url) => LAZY_BUNDLE.test(url))).toBe(true);
          expect(requested.some((url) => /\/web\/assets\/.*wysiwyg/.test(url))).toBe(true);
          // The home page's lead text, in the view it is saved to (read first: the test puts it back).
          const lead = frame.locator("#wrap p.lead").first();
          const viewId = Number(
            await lead.evaluate((el) => el.closest("[data-oe-id]")!.getAttribute("data-oe-id")),
          );
          [edited] = await callKw<View[]>(admin, "ir.ui.view", "read", [[viewId], ["arch_db", "website_id"]]);
          await lead.click();
          await editor.keyboard.press("End");
          await editor.keyboard.type(` ${stamp}`);
          await editor.locator('#oe_snippets button[data-action="save"]').click();
          await eventually(
            () =>
              frame
                .evaluate(() => ({
                  editing: document.body.classList.contains("editor_enable"),
                  text: document.querySelector("#wrap p.lead")?.textContent ?? "",
                }))
                // (The page reloads in its frame once saved.)
                .catch(() => ({ editing: true, text: "" })),
            (state) => !state.editing && state.text.includes(stamp),
            { timeout: 60_000, what: "the saved page, out of the editor" },
          );
          // Loaded again, as staff (in a tab of their own: the web client's may still be moving): the
          // edit is there, on Odoo's bundle.
          const staffPage = await context.newPage();
          const staffRequests: string[] = [];
          staffPage.on("request", (request) => staffRequests.push(request.url()));
          await staffPage.goto(`${odooUrl()}/?weekbox=lean`);
          await staffPage.locator("#wrap p.lead", { hasText: stamp }).waitFor();
          await odooStarted(staffPage);
          expect(staffRequests.some((url) => LAZY_BUNDLE.test(url))).toBe(true);

          // A visitor: the same page, lean, with the edit.
          const visitorRequests = await openLeanHome();
          await page.locator("#wrap p.lead", { hasText: stamp }).waitFor();
          await expect(page.locator("script[data-weekbox-lean-chrome]").count()).resolves.toBe(1);
          expect(visitorRequests.filter((url) => LAZY_BUNDLE.test(url))).toEqual([]);
        } finally {
          await context.close();
          // The page as it was: the website's copies the save made go, a copy it changed gets its arch back.
          const copies = await callKw<number[]>(admin, "ir.ui.view", "search", [
            [
              ["id", ">", last ?? 0],
              ["website_id", "=", 1],
            ],
          ]);
          if (copies.length) await callKw(admin, "ir.ui.view", "unlink", [copies]);
          if (edited?.website_id)
            await callKw(admin, "ir.ui.view", "write", [[edited.id], { arch_db: edited.arch_db }]);
        }
      },
      EDITOR_TEST_MS,
    );

    test("should show Odoo's cookie bar and keep the visitor's choice for the server without Odoo's bundle", async () => {
      // The analytics tag is the server's proof of the choice: Odoo renders it
      // only once the visitor accepted the optional cookies.
      await callKw(admin, "website", "write", [
        [1],
        { cookies_bar: true, google_analytics_key: "G-WEEKBOXLEAN" },
      ]);
      try {
        guest = await openGuestPage(browser);
        ({ page } = guest);
        await guest.context.route(/googletagmanager\.com/, (route) => route.abort());
        const requested: string[] = [];
        page.on("request", (request) => requested.push(request.url()));
        await page.goto(`${odooUrl()}/?weekbox=lean`);
        const bar = page.locator("#website_cookies_bar .modal.show .modal-content");
        await bar.waitFor();
        await expect(page.locator("script#tracking_code").count()).resolves.toBe(0);
        await page.screenshot({ path: path.join(ARTIFACTS, "site-lean-cookie-bar-1280.png") });
        await bar.getByRole("button", { name: "I agree" }).click();
        await bar.waitFor({ state: "hidden" });
        const consent = (await guest.context.cookies()).find(
          (cookie) => cookie.name === "website_cookies_bar",
        );
        expect(JSON.parse(consent!.value)).toEqual({ required: true, optional: true });
        // Next page: the server read the choice; the bar does not come back,
        // its delay run out on a clock of the test's own.
        await page.clock.install();
        await page.reload();
        await page.locator("script#tracking_code").waitFor({ state: "attached" });
        await page.clock.runFor(5_000);
        await expect(page.locator("#website_cookies_bar .modal.show").count()).resolves.toBe(0);
        expect(requested.filter((url) => LAZY_BUNDLE.test(url))).toEqual([]);
      } finally {
        await callKw(admin, "website", "write", [
          [1],
          { cookies_bar: before.cookies_bar, google_analytics_key: before.google_analytics_key },
        ]);
      }
    });

    test("should run Odoo's popups without its bundle: after their delay, on a link, kept closed by their cookie", async () => {
      // Two popups of the test's own on every page (#o_shared_blocks of the website's layout).
      const [layout] = await callKw<{ id: number }[]>(admin, "ir.ui.view", "search_read", [
        [
          ["key", "=", "website.layout"],
          ["website_id", "=", false],
        ],
        ["id"],
      ]);
      const popup = (id: string, modal: string, content: string) =>
        `<div id="${id}" class="s_popup o_snippet_invisible d-none" data-snippet="s_popup" data-vcss="001">${modal}` +
        `<div class="modal-dialog d-flex"><div class="modal-content oe_structure">` +
        `<div class="s_popup_close js_close_popup" aria-label="Close">x</div>` +
        `<section class="s_text_block" data-snippet="s_text_block">${content}</section></div></div></div></div>`;
      const view = await callKw<number>(admin, "ir.ui.view", "create", [
        {
          name: "[e2e] lean popups",
          type: "qweb",
          website_id: 1,
          inherit_id: layout!.id,
          arch:
            `<xpath expr="//div[@id='o_shared_blocks']" position="inside">` +
            popup(
              "weekbox-e2e-popup",
              `<div class="modal fade s_popup_middle" data-show-after="2000" data-display="afterDelay" data-consents-duration="7" data-bs-focus="false" data-bs-backdrop="false" tabindex="-1" role="dialog" aria-label="Lean offer">`,
              `<p>Lean offer</p><a href="#" class="btn btn-primary">Take it</a>`,
            ) +
            popup(
              "weekbox-e2e-on-link",
              `<div id="weekbox-e2e-on-link-dialog" class="modal fade s_popup_middle" data-display="onClick" data-consents-duration="7" data-bs-focus="false" data-bs-backdrop="true" tabindex="-1" role="dialog" aria-label="Lean details">`,
              `<p>Lean details</p>`,
            ) +
            `</xpath>`,
        },
      ]);
      try {
        guest = await openGuestPage(browser);
        ({ page } = guest);
        const requested: string[] = [];
        page.on("request", (request) => requested.push(request.url()));
        await page.clock.install();
        await page.goto(`${odooUrl()}/?weekbox=lean`);
        const offer = page.getByRole("dialog", { name: "Lean offer" });
        await expect(offer.isVisible()).resolves.toBe(false);
        // After its delay; Escape closes it, and its cookie keeps it closed.
        await page.clock.runFor(2_000);
        await offer.waitFor();
        await page.screenshot({ path: path.join(ARTIFACTS, "site-lean-popup-1280.png") });
        await page.keyboard.press("Escape");
        await offer.waitFor({ state: "hidden" });
        const cookie = (await guest.context.cookies()).find((each) => each.name === "weekbox-e2e-popup");
        expect(cookie?.value).toBe("true");
        await page.reload();
        await page.clock.runFor(10_000);
        await expect(offer.isVisible()).resolves.toBe(false);
        // A link to the other's dialog opens it, the hash taken off the URL;
        // a click beside its dialog (it has a backdrop) closes it.
        await page.goto(`${odooUrl()}/?weekbox=lean#weekbox-e2e-on-link-dialog`);
        const details = page.getByRole("dialog", { name: "Lean details" });
        await details.waitFor();
        expect(new URL(page.url()).hash).toBe("");
        await details.click({ position: { x: 5, y: 5 } });
        await details.waitFor({ state: "hidden" });
        expect(requested.filter((url) => LAZY_BUNDLE.test(url))).toEqual([]);
      } finally {
        await callKw(admin, "ir.ui.view", "unlink", [[view]]);
      }
    });

    test("should run a portal customer's user menu without Odoo's bundle, down to logging out", async () => {
      const customer = await loginAs("portal", "portal");
      guest = await openGuestPage(browser);
      ({ page } = guest);
      await guest.context.addCookies([{ name: "session_id", value: customer.sessionId!, url: odooUrl() }]);
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await page.goto(`${odooUrl()}/?weekbox=lean`);
      const toggle = page.locator('header .dropdown:has(#o_logout) > [data-bs-toggle="dropdown"]:visible');
      const logout = page.getByRole("menuitem", { name: "Logout" });
      // Keyboard: down opens it on its first item, Escape closes it.
      await toggle.focus();
      await page.keyboard.press("ArrowDown");
      const myAccount = page.getByRole("menuitem", { name: "My Account" });
      await expect(myAccount.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press("Escape");
      await logout.waitFor({ state: "hidden" });
      // Pointer: open, then log out.
      await toggle.click();
      await logout.click();
      await page.waitForURL(`${odooUrl()}/`);
      await page.locator('header a[href="/web/login"]:visible').first().waitFor();
      expect(requested.filter((url) => LAZY_BUNDLE.test(url))).toEqual([]);
    });

    test("should keep Odoo's bundle for staff on the same page", async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: "session_id", value: admin.sessionId!, url: odooUrl() }]);
      try {
        const staffPage = await context.newPage();
        const requested: string[] = [];
        staffPage.on("request", (request) => requested.push(request.url()));
        await staffPage.goto(`${odooUrl()}/?weekbox=lean`);
        await odooStarted(staffPage);
        expect(requested.filter((url) => LAZY_BUNDLE.test(url)).length).toBeGreaterThan(0);
        await expect(staffPage.locator("script[data-weekbox-lean-chrome]").count()).resolves.toBe(0);
      } finally {
        await context.close();
      }
    });
  });
});
