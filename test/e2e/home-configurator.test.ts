// The real home page in Debian's Chromium: the configurator mounts from the
// page's data attributes and shows the price the server computed, of a box
// size the run made at its own price (test/harness/mealbox-fixtures.ts).
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { createBoxSizes, type MealboxBoxes } from "../harness/mealbox-fixtures";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs } from "../harness/odoo-session";
import { revealWidget } from "../harness/reveal-widget";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const CONFIGURATOR = '.s_weekbox_configurator [data-widget="box-configurator"]';
const describeBrowser = chromiumSkipReason() ? describe.skip : describeWithOdoo;

describeBrowser(
  `home page box configurator${chromiumSkipReason() ? ` [skipped: ${chromiumSkipReason()}]` : ""}`,
  () => {
    let browser: Browser;
    let page: Page;
    const pageErrors: string[] = [];
    let boxes: MealboxBoxes | undefined;

    beforeAll(async () => {
      boxes = await createBoxSizes(await loginAs("admin", "admin"));
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      await boxes?.remove();
    });
    beforeEach(async () => {
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      pageErrors.length = 0;
      page.on("pageerror", (error) => pageErrors.push(error.message));
    });
    afterEach(async () => {
      await page.close();
    });

    /** The run's price of a size, as the configurator writes it (two decimals, the shop's currency's). */
    function expectedBoxPrice(meals: number, people: number): string {
      return boxes!.price(meals, people).box.toFixed(2);
    }

    test("should show the server's box price for the default size", async () => {
      await page.goto(`${odooUrl()}/`);
      // Below the fold, it mounts when visible.
      await revealWidget(page, "box-configurator");
      const widget = page.locator(`${CONFIGURATOR}[data-widget-state="mounted"]`);
      await widget.getByTestId("box-price").waitFor();

      await expect(widget.getByTestId("box-price").innerText()).resolves.toContain(expectedBoxPrice(3, 2));
      await widget.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, "home-configurator-1280.png") });
      expect(pageErrors).toEqual([]);
    });

    test("should keep the page working when a widget's props are broken or its name unknown", async () => {
      await page.goto(`${odooUrl()}/`);
      // Below the fold, it mounts when visible.
      await revealWidget(page, "box-configurator");
      await page.locator(`${CONFIGURATOR}[data-widget-state="mounted"]`).waitFor();

      await page.evaluate(() => {
        const wrap = document.getElementById("wrap");
        wrap?.insertAdjacentHTML(
          "afterbegin",
          `<div id="broken" data-widget="box-configurator" data-props="{not json">placeholder</div>
         <div id="unknown" data-widget="no-such-widget" data-props="{}">placeholder</div>
         <div id="late" data-widget="box-configurator" data-props='{"maxMeal": 4}'></div>`,
        );
      });

      await page.locator('#broken[data-widget-state="error"]').waitFor();
      await page.locator('#unknown[data-widget-state="error"]').waitFor();
      await expect(page.locator("#broken").innerText()).resolves.toContain(
        "This block could not be displayed.",
      );
      // A widget inserted later (as the website editor does) still mounts, and so does the original one.
      await page.locator('#late[data-widget-state="mounted"]').getByTestId("box-price").waitFor();
      await expect(page.locator(CONFIGURATOR).getByTestId("box-price").innerText()).resolves.toContain(
        expectedBoxPrice(3, 2),
      );
    });

    test("should render on a phone-sized screen", async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${odooUrl()}/`);
      // Below the fold, it mounts when visible.
      await revealWidget(page, "box-configurator");
      const widget = page.locator(`${CONFIGURATOR}[data-widget-state="mounted"]`);
      await widget.getByTestId("box-price").waitFor();
      await widget.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, "home-configurator-375.png") });
      const box = await widget.boundingBox();
      expect(box && box.width <= 375).toBe(true);
    });
  },
);
