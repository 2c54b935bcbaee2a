// The site-content enhancers on a real Odoo 17 page, in Debian's Chromium, as
// a guest: a page made for the run holds a share block, a gallery, a
// slideshow, a parallax section, an FAQ collapse and a zoomable image. At 1280
// and 375 px each block is enhanced, Odoo's own widgets stay off it, axe finds
// nothing serious; then each behaviour is driven as a visitor would.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { EDITOR_TEST_MS, openWebsiteEditor } from "../harness/website-editor";
import {
  odooHandlersOnEnhancedElements,
  odooWidgetSelectorsMatch,
  odooWidgetsMatchingEnhanced,
} from "../harness/enhanced-elements";
import { eventually } from "../harness/eventually";
import { ensureFreshWidgetBundle } from "../harness/fresh-widget-bundle";
import { closeGuestPage, openGuestPage, type GuestPage } from "../harness/guest-page";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { odooStarted } from "../harness/odoo-handlers";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { createSiteContentPage, removeSiteContentPage } from "../harness/site-content-page";
import { framesRendered } from "../harness/page-settled";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

/** Odoo's publicWidgets the addon narrows (website_weekbox_site/static/src/js/narrow_*.js). */
const NARROWED = ["share", "socialShare", "gallery", "gallerySlider", "slider", "Parallax", "anchorSlide"];
const ENHANCED: Record<string, string> = {
  "site-share": ".s_share",
  "site-social-share": ".oe_social_share",
  "site-gallery": "#e2e-gallery",
  "site-slideshow": "#e2e-slideshow",
  "site-parallax": "#e2e-parallax",
  "site-foldable": "#e2e-faq",
  "site-zoom": "#e2e-zoom img",
};
const SECTIONS = ["#wrap"];

describeBrowser(`site content enhancers${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let url: string;
  let guest: GuestPage | undefined;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    await ensureFreshWidgetBundle("/");
    url = `${odooUrl()}${await createSiteContentPage(admin)}`;
  });
  afterAll(async () => {
    if (admin) await removeSiteContentPage(admin);
    await browser?.close();
  });
  afterEach(async () => {
    await closeGuestPage(guest);
    guest = undefined;
  });

  /** The slideshow's indicators on show (`data-bs-slide-to`), the others paged out. */
  const shownIndicators = () =>
    page
      .locator("#e2e-slideshow [data-bs-slide-to]")
      .evaluateAll((lis) =>
        lis
          .filter((li) => getComputedStyle(li).display !== "none")
          .map((li) => li.getAttribute("data-bs-slide-to")),
      );

  async function visit(width = 1280, height = 900): Promise<Page> {
    guest = await openGuestPage(browser, { width, height });
    ({ page } = guest);
    // The network is closed: the sharers answer from here.
    await guest.context.route(
      /^https:\/\/(twitter\.com|www\.facebook\.com|www\.linkedin\.com|wa\.me|pinterest\.com)\//,
      (route) => route.fulfill({ contentType: "text/html", body: "<title>sharer</title><p>sharer</p>" }),
    );
    await page.goto(url);
    await odooStarted(page);
    await page.waitForSelector(".s_share a[href*='weekbox-e2e-site-content']", { state: "attached" });
    await page.waitForSelector("#e2e-gallery img[role='button']", { state: "attached" });
    await page.waitForSelector("#e2e-slideshow .carousel[aria-roledescription]", { state: "attached" });
    await page.waitForSelector("#e2e-faq [data-bs-toggle][role='button']", { state: "attached" });
    await page.waitForSelector("[data-weekbox-enhancer='site-zoom']", { state: "attached" });
    await page.waitForSelector(".oe_social_share[role='button']", { state: "attached" });
    return page;
  }

  for (const width of [1280, 375]) {
    test(`should enhance every block at ${width} px with Odoo's widgets kept off them and nothing serious for axe`, async () => {
      await visit(width);
      for (const [name, selector] of Object.entries(ENHANCED)) {
        expect(await page.getAttribute(selector, "data-weekbox-enhanced")).toBe(name);
      }
      expect(await odooHandlersOnEnhancedElements(page)).toEqual([]);
      expect(await odooWidgetsMatchingEnhanced(page, NARROWED)).toEqual([]);
      expect(await seriousAxeViolations(page, SECTIONS)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `site-content-${width}.png`), fullPage: true });
      // The page scrolls inside Odoo's #wrapwrap: each block on its own too.
      for (const block of ["slideshow", "parallax", "faq", "zoom"]) {
        await page
          .locator(`#e2e-${block}`)
          .screenshot({ path: path.join(ARTIFACTS, `site-content-${block}-${width}.png`) });
      }
    });
  }

  test("should open the X sharer in a 600 × 550 popup with the page's URL, title and hashtags", async () => {
    await visit();
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.click(".s_share_twitter")]);
    await popup.waitForLoadState("domcontentloaded");
    const shared = new URL(popup.url());
    expect(shared.hostname).toBe("twitter.com");
    expect(shared.searchParams.get("url")).toBe(url);
    expect(shared.searchParams.get("text")).toBe(await page.title());
    expect(shared.searchParams.get("hashtags")).toBe("weekbox,mealbox");
    const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    expect(size).toEqual({ width: 600, height: 550 });
    // A middle click (a new tab) follows the filled link itself. LinkedIn's
    // post carries the hashtags (its share-offsite page would take none).
    const href = new URL((await page.getAttribute(".s_share_linkedin", "href"))!);
    expect(`${href.origin}${href.pathname}`).toBe("https://www.linkedin.com/feed/");
    expect(href.searchParams.get("text")).toBe(`${await page.title()} ${url} #weekbox #mealbox`);
  });

  test("should share from the legacy hover popover in a 500 × 500 popup, four networks, with hashtags", async () => {
    await visit();
    await page.hover(".oe_social_share");
    const dialog = page.getByRole("dialog", { name: "Share this page" });
    await dialog.waitFor();
    expect(await dialog.getByRole("button").count()).toBe(4);
    expect(await seriousAxeViolations(page, [".weekbox-social-share-popover"])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "site-content-social-share-1280.png") });
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      dialog.getByRole("button", { name: "Share on X (Twitter)" }).click(),
    ]);
    await popup.waitForLoadState("domcontentloaded");
    expect(new URL(popup.url()).searchParams.get("text")).toContain("#weekbox");
    expect(await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))).toEqual({
      width: 500,
      height: 500,
    });
    // Every network with the element's hashtags: LinkedIn in its post, Facebook its one.
    for (const [name, read] of [
      ["Share on LinkedIn", (shared: URL) => shared.searchParams.get("text")],
      ["Share on Facebook", (shared: URL) => shared.searchParams.get("hashtag")],
    ] as const) {
      await page.hover(".oe_social_share");
      await dialog.waitFor();
      const [other] = await Promise.all([
        page.waitForEvent("popup"),
        dialog.getByRole("button", { name }).click(),
      ]);
      expect(read(new URL(other.url()))).toContain("#weekbox");
      await other.close();
    }
  });

  for (const width of [1280, 375]) {
    test(`should browse the gallery's lightbox by keyboard only at ${width} px`, async () => {
      await visit(width);
      const first = page.locator("#e2e-gallery img").first();
      await first.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Image gallery" });
      await dialog.waitFor();
      const box = (await page.locator(".weekbox-site-lightbox").boundingBox())!;
      expect(Math.round(box.width)).toBe(Math.round(width * 0.8));
      expect(Math.round(box.height)).toBe(Math.round(900 * 0.8));
      await dialog.getByText("1 / 3").waitFor();
      await page.keyboard.press("ArrowRight");
      expect(await dialog.locator("img").getAttribute("alt")).toBe("Gallery image 2");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      expect(await dialog.locator("img").getAttribute("alt")).toBe("Gallery image 3");
      expect(await dialog.locator("[aria-live]").textContent()).toBe("3 / 3");
      expect(await seriousAxeViolations(page, [".weekbox-site-lightbox"])).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `site-content-lightbox-${width}.png`) });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await eventually(
        () => page.evaluate(() => document.activeElement?.getAttribute("alt") ?? null),
        (alt) => alt === "Gallery image 1",
        { what: "the focused element's alt" },
      );
    });
  }

  test("should move the slideshow with its arrows, indicators and keys, Bootstrap's carousel left out", async () => {
    await visit();
    const active = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll("#e2e-slideshow .carousel-item")).findIndex((item) =>
          item.classList.contains("active"),
        ),
      );
    await page.click("#e2e-slideshow .carousel-control-next");
    expect(await active()).toBe(1);
    await page.click("#e2e-slideshow [data-bs-slide-to='7']");
    expect(await active()).toBe(7);
    await page.keyboard.press("ArrowRight");
    expect(await active()).toBe(0);
    // At 1280 px the row holds every indicator: no page arrows.
    expect(await shownIndicators()).toEqual(["0", "1", "2", "3", "4", "5", "6", "7"]);
    await expect(page.locator("#e2e-slideshow .o_indicators_right").isVisible()).resolves.toBe(false);
    await page.focus("#e2e-slideshow [data-bs-slide-to='1']");
    await page.keyboard.press("Enter");
    expect(await active()).toBe(1);
    // Bootstrap never made a carousel of it (its instance data would be on the element).
    expect(
      await page.evaluate(() => {
        const bootstrap = (window as unknown as { Carousel?: { getInstance(el: Element): unknown } })
          .Carousel;
        return bootstrap ? bootstrap.getInstance(document.querySelector("#slideshow_e2e")!) : null;
      }),
    ).toBeNull();
    expect(page.url()).toBe(url);
  });

  test("should page the slideshow's indicators at 375 px as Odoo's slider does, by pointer and keyboard", async () => {
    await visit(375, 800);
    const row = page.locator("#e2e-slideshow .carousel-indicators");
    const next = row.getByRole("button", { name: "Next images" });
    const previous = row.getByRole("button", { name: "Previous images" });
    // Odoo's 47 px thumbnails in a 375 px window's row: 6 fit, less three.
    expect(await shownIndicators()).toEqual(["0", "1", "2"]);
    await expect(previous.isVisible()).resolves.toBe(false);
    // The row's arrow and thumbnails stay inside the row, on one line.
    const rowBox = (await row.boundingBox())!;
    const boxes = await row
      .locator("li:visible")
      .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
    for (const box of boxes) {
      expect(box.right).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
      expect(box.top).toBe(boxes[0]!.top);
    }
    await next.click();
    expect(await shownIndicators()).toEqual(["3", "4", "5"]);
    await expect(page.locator("#e2e-slideshow .carousel-item.active img").getAttribute("alt")).resolves.toBe(
      "Slide 4",
    );
    expect(await seriousAxeViolations(page, ["#e2e-slideshow"])).toEqual([]);
    await page
      .locator("#e2e-slideshow")
      .screenshot({ path: path.join(ARTIFACTS, "site-content-slideshow-paged-375.png") });
    // By keyboard: the last page, where the arrow goes and the active thumbnail takes the focus.
    await next.focus();
    await page.keyboard.press("Enter");
    expect(await shownIndicators()).toEqual(["6", "7"]);
    await expect(next.isVisible()).resolves.toBe(false);
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute("data-bs-slide-to") ?? null),
    ).resolves.toBe("6");
    await previous.focus();
    await page.keyboard.press(" ");
    expect(await shownIndicators()).toEqual(["3", "4", "5"]);
  });

  test("should move the parallax background on scroll, and not under reduced motion", async () => {
    await visit();
    const translate = () =>
      page.evaluate(
        () => getComputedStyle(document.querySelector("#e2e-parallax .s_parallax_bg")!).transform,
      );
    await page.evaluate(() => document.querySelector("#e2e-parallax")!.scrollIntoView({ block: "end" }));
    const entering = await eventually(translate, (value) => value !== "none", { what: "transform" });
    await page.evaluate(() => document.querySelector("#e2e-parallax")!.scrollIntoView({ block: "start" }));
    await eventually(translate, (value) => value !== entering, { what: "transform after scrolling" });

    await page.emulateMedia({ reducedMotion: "reduce" });
    await eventually(translate, (value) => value === "none", { what: "transform under reduced motion" });
    await page.evaluate(() => document.querySelector("#e2e-parallax")!.scrollIntoView({ block: "end" }));
    await framesRendered(page);
    expect(await translate()).toBe("none");
  });

  test("should open and close the FAQ's panels by keyboard, as disclosure buttons", async () => {
    await visit();
    const second = page.locator("#e2e-faq [data-bs-target='#myCollapseTab_e2e_2']");
    expect(await second.getAttribute("role")).toBe("button");
    expect(await second.getAttribute("aria-controls")).toBe("myCollapseTab_e2e_2");
    expect(await second.getAttribute("aria-expanded")).toBe("false");
    await second.focus();
    await page.keyboard.press("Enter");
    await eventually(
      () => page.evaluate(() => document.querySelector("#myCollapseTab_e2e_2")!.classList.contains("show")),
      (open) => open,
      { what: "second panel open" },
    );
    expect(await second.getAttribute("aria-expanded")).toBe("true");
    // The accordion closed the first one (Bootstrap's data-bs-parent).
    await eventually(
      () => page.getAttribute("#e2e-faq [data-bs-target='#myCollapseTab_e2e_1']", "aria-expanded"),
      (expanded) => expanded === "false",
      { what: "first toggle's aria-expanded" },
    );
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Space");
    await eventually(
      () => page.evaluate(() => document.querySelector("#myCollapseTab_e2e_2")!.classList.contains("show")),
      (open) => !open,
      { what: "second panel closed" },
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(page.url()).toBe(url);
  });

  for (const width of [1280, 375]) {
    test(`should zoom the zoomable image on hover at ${width} px only when wider than 467 px`, async () => {
      await visit(width);
      const zoomable = page.locator("#e2e-zoom img");
      await zoomable.scrollIntoViewIfNeeded();
      await zoomable.hover();
      await page.mouse.move(
        ...(await zoomable
          .boundingBox()
          .then((box) => [box!.x + box!.width / 3, box!.y + box!.height / 3] as const)),
      );
      if (width > 467) {
        await page.waitForSelector(".weekbox-site-zoom-flyout");
        await page.screenshot({ path: path.join(ARTIFACTS, `site-content-zoom-hover-${width}.png`) });
        await page.mouse.move(0, 0);
        await page.waitForSelector(".weekbox-site-zoom-flyout", { state: "detached" });
      } else {
        await framesRendered(page);
        expect(await page.locator(".weekbox-site-zoom-flyout, .zoomodoo-flyout").count()).toBe(0);
      }
      // Never Odoo's zoomodoo on it.
      expect(await page.locator(".zoomodoo-flyout").count()).toBe(0);
    });
  }

  test(
    "should stay inert in Odoo's own website editor, whose parallax preview runs there",
    async () => {
      const { context, editor, frame } = await openWebsiteEditor(browser, admin, new URL(url).pathname);
      try {
        const ours = await eventually(
          () =>
            frame.evaluate(() => ({
              editing: document.body.classList.contains("editor_enable"),
              marked: document.querySelectorAll("[data-weekbox-enhanced], [data-weekbox-enhancer]").length,
              mounted: document.querySelectorAll("[data-widget-state='mounted']").length,
              faqRole: document.querySelector("#e2e-faq a")?.getAttribute("role") ?? null,
            })),
          (found) => found.editing && found.faqRole !== null,
          { timeout: 30_000, what: "the page in the editor" },
        );
        expect(ours).toEqual({ editing: true, marked: 0, mounted: 0, faqRole: "tab" });
        // Odoo's Parallax widget (disabledInEditableMode: false) previews the section: it sizes
        // the background layer inline (top, bottom); the enhancer left nothing behind.
        await eventually(
          () => frame.getAttribute("#e2e-parallax .s_parallax_bg", "style"),
          (style) => /\btop:/.test(style ?? ""),
          { timeout: 15_000, what: "Odoo's parallax preview in the editor" },
        );
        await editor.screenshot({ path: path.join(ARTIFACTS, "site-content-editor-1400.png") });
      } finally {
        await context.close();
      }
    },
    EDITOR_TEST_MS,
  );

  test("should give every block back to Odoo in the website editor (body.editor_enable)", async () => {
    await visit();
    await page.evaluate(() => document.body.classList.add("editor_enable"));
    await eventually(
      () =>
        page.evaluate(
          () => document.querySelectorAll("[data-weekbox-enhanced], [data-weekbox-enhancer]").length,
        ),
      (count) => count === 0,
      { what: "marked elements and enhancer hosts" },
    );
    // Odoo's narrowed selectors take them again (its editor restarts its widgets with them).
    const matched = await odooWidgetSelectorsMatch(page, {
      share: ".s_share",
      socialShare: ".oe_social_share",
      gallery: "#e2e-gallery",
      gallerySlider: "#e2e-slideshow",
      slider: "#slideshow_e2e",
      Parallax: "#e2e-parallax",
      anchorSlide: "#e2e-faq a",
    });
    expect(matched).toEqual({
      share: true,
      socialShare: true,
      gallery: true,
      gallerySlider: true,
      slider: true,
      Parallax: true,
      anchorSlide: true,
    });
    expect(await page.getAttribute("#e2e-faq a", "role")).toBe("tab");
    // Each block is the server's markup again, as the editor will save it.
    const differing = await page.evaluate(async () => {
      const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), "text/html");
      // What Odoo's own ImagesLazyLoading (#wrapwrap) does to images still loading is not ours.
      const odooLazy = (html: string) =>
        html.replace(/ data-lazy-loading-initial-min-height=""| style="(min-height: 1px;)?"/g, "");
      // Each difference as "selector: served … | live …" around its first differing character.
      return ["#e2e-gallery", "#e2e-slideshow", "#e2e-parallax", "#e2e-faq", "#e2e-zoom", ".s_share"].flatMap(
        (selector) => {
          const was = odooLazy(served.querySelector(selector)!.outerHTML);
          const is = odooLazy(document.querySelector(selector)!.outerHTML);
          if (was === is) return [];
          let at = 0;
          while (at < was.length && was[at] === is[at]) at += 1;
          return [
            `${selector}: ${was.slice(Math.max(0, at - 60), at + 80)} | ${is.slice(Math.max(0, at - 60), at + 80)}`,
          ];
        },
      );
    });
    expect(differing).toEqual([]);
    expect(await page.getAttribute("#e2e-gallery img", "role")).toBeNull();
    expect(await page.getAttribute("#e2e-parallax .s_parallax_bg", "style")).toBe(
      "background-image: url('/web/image/website.s_parallax_default_image'); background-position: 50% 75%;",
    );
  });
});
