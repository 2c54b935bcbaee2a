// Surveys, their results and the link tracker on a real Odoo 17, in Debian's
// Chromium (website_survey_widget, website_links_widget), and a form sent
// once. A survey made for the run (the demo's "How was your box?" shape):
// a visitor completes it (a mandatory question left empty, a date out of
// range, then a valid submit) and reviews it in the print view; another
// resumes a half-finished one; the owner reads the results (pagination, each
// chart type, filters added, stacked and cleared). As staff: a missing page
// refused ('URL not found (404)'), a tracked link with a new campaign, its
// code edited, its statistics with clicks made here, a fresh link's 'There is
// no data to show'. No page loads Chart.js, none shifts its layout by more
// than 0.05. Everything the run made is removed.
import path from "node:path";
import type { Browser, Page, Request } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { ensureFreshWidgetBundle } from "../harness/fresh-widget-bundle";
import { closeGuestPage, openGuestPage, type GuestPage } from "../harness/guest-page";
import { CLS_BUDGET, layoutShift, watchLayoutShifts } from "../harness/layout-shift";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";
import { ensureShopProduct } from "../harness/shop-product";
import { answerSurvey, createTestSurvey, removeTestSurvey, type TestSurvey } from "../harness/test-survey";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;
const RUN = `${process.pid}-${Date.now()}`;
const SUBMIT_ONCE_URL = "/weekbox-e2e-submit-once";
const SUBMIT_ONCE_KEY = "website_weekbox_site.e2e_submit_once";
/** Odoo's own survey scripts (with Chart.js) and Chart.js itself. */
const ODOO_CHARTS = /survey\.survey_assets[^/]*\.js|chartjs|Chart(\.min)?\.js/i;

describeBrowser(`surveys, results and links${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let survey: TestSurvey;
  let guest: GuestPage | undefined;
  let page: Page;
  let scripts: string[];
  const linkIds: number[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    await ensureFreshWidgetBundle("/");
    survey = await createTestSurvey(admin, `How was your box? (e2e ${RUN})`);
  });
  afterAll(async () => {
    try {
      if (admin) {
        await removeTestSurvey(admin, survey);
        if (linkIds.length) await callKw(admin, "link.tracker", "unlink", [linkIds]);
        const campaigns = await callKw<number[]>(admin, "utm.campaign", "search", [[["name", "like", RUN]]]);
        if (campaigns.length) await callKw(admin, "utm.campaign", "unlink", [campaigns]);
        await removeSubmitOncePage(admin);
      }
    } finally {
      await browser?.close();
    }
  });
  afterEach(async () => {
    await closeGuestPage(guest);
    guest = undefined;
  });

  /** A new browser context (a guest, or staff with admin's session), its scripts and layout shifts watched. */
  async function open(asAdmin = false): Promise<Page> {
    guest = await openGuestPage(browser);
    ({ page } = guest);
    await watchLayoutShifts(guest.context);
    if (asAdmin)
      await guest.context.addCookies([{ name: "session_id", value: admin.sessionId!, url: odooUrl() }]);
    scripts = [];
    page.on("request", (request: Request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    return page;
  }

  async function expectSteadyAndNoChartJs(what: string) {
    await page.waitForLoadState("networkidle");
    const shift = await layoutShift(page);
    expect({ what, shift, within: shift <= CLS_BUDGET }).toEqual({ what, shift, within: true });
    expect(scripts.filter((url) => ODOO_CHARTS.test(url))).toEqual([]);
  }

  const errorZone = (questionId: number) => page.locator(`#weekbox_survey_error_${questionId}`);
  const submitCalls = (calls: string[]) =>
    calls.filter((url) => url.endsWith("/survey/weekbox/submit")).length;

  test("a visitor completes the survey: a mandatory question left empty, a date out of range, a valid submit; then its print view", async () => {
    await open();
    const calls: string[] = [];
    page.on("request", (request) => calls.push(request.url()));
    await page.goto(`${odooUrl()}/survey/start/${survey.token}`);
    await page.getByRole("button", { name: "Start Survey" }).click();
    await page.getByRole("heading", { name: "Your box", level: 2 }).waitFor();
    await expectSteadyAndNoChartJs("survey page");
    expect(await seriousAxeViolations(page, [".o_weekbox_survey"])).toEqual([]);
    // The mandatory question left empty (the survey lets visitors go back: Odoo asks for it at the end).
    await page.getByRole("checkbox", { name: "Mushroom risotto" }).check();
    await page.getByRole("radio", { name: "Freshness: Great" }).check();
    await page.getByRole("radio", { name: "Delivery: Poor" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "About your week", level: 2 }).waitFor();
    expect(await page.getByText("2 of 2 pages").isVisible()).toBe(true);
    // A date out of range: said in its error zone, nothing sent.
    const sentBefore = submitCalls(calls);
    await page.getByLabel("When did your box arrive?").fill("1850-01-01");
    await page.getByLabel("How many people ate from the box?").fill("3");
    await page.getByLabel("What could we do better?").fill("Cold soup, once");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(errorZone(survey.questions.arrived).textContent()).resolves.toMatch(
      /^Enter a date between 1900-01-01 and \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(submitCalls(calls)).toBe(sentBefore);
    await page.getByLabel("When did your box arrive?").fill("2026-03-10");
    await page.getByRole("button", { name: "Submit" }).click();
    // Odoo brings the skipped mandatory question back, its message in its error zone.
    await page.getByRole("heading", { name: "Your box", level: 2 }).waitFor();
    await expect(errorZone(survey.questions.overall).textContent()).resolves.toBe(
      "This question requires an answer.",
    );
    expect(await page.getByRole("checkbox", { name: "Mushroom risotto" }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: "Great" }).first().check();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("heading", { name: "Thank you!" }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, "survey-done.png"), fullPage: true });
    // The print view: every input disabled, the answers in them.
    await page.getByRole("link", { name: "Review your answers" }).click();
    await page.locator("[data-widget='survey-print'] fieldset").waitFor();
    await expectSteadyAndNoChartJs("print view");
    const inputs = page.locator("[data-widget='survey-print'] :is(input, textarea)");
    expect(await inputs.count()).toBeGreaterThan(8);
    expect(
      await inputs.evaluateAll((all) =>
        all.every((input) => (input as HTMLInputElement).matches(":disabled")),
      ),
    ).toBe(true);
    expect(await page.getByRole("radio", { name: "Great" }).first().isChecked()).toBe(true);
    expect(await page.getByLabel("When did your box arrive?").inputValue()).toBe("2026-03-10");
    expect(await page.locator("[data-widget='survey-print'] button").count()).toBe(0);
  });

  test("a half-finished survey resumes where it was left, its answers filled in", async () => {
    await open();
    await page.goto(`${odooUrl()}/survey/start/${survey.token}`);
    await page.getByRole("button", { name: "Start Survey" }).click();
    await page.getByRole("radio", { name: "Good" }).check();
    await page.getByRole("checkbox", { name: "Chickpea curry" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "About your week", level: 2 }).waitFor();
    // Later, from the survey's link again: the same answer, where it was left.
    await page.goto(`${odooUrl()}/`);
    await page.goto(`${odooUrl()}/survey/start/${survey.token}`);
    await page.getByRole("heading", { name: "About your week", level: 2 }).waitFor();
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { name: "Your box", level: 2 }).waitFor();
    expect(await page.getByRole("radio", { name: "Good" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Chickpea curry" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Mushroom risotto" }).isChecked()).toBe(false);
  });

  test("the owner's results: pagination, each chart type, filters added, stacked and cleared", async () => {
    await answerSurvey(survey, 12);
    await open(true);
    const results = `/survey/results/${survey.id}`;
    await page.goto(`${odooUrl()}${results}`);
    // Each chart drawn as it scrolls into view.
    const mounts = page.locator("[data-widget='survey-chart']");
    for (let index = 0; index < (await mounts.count()); index++) {
      await mounts.nth(index).evaluate((mount) => mount.scrollIntoView({ block: "center" }));
      await mounts.nth(index).locator("svg[role='img']").waitFor();
    }
    for (const type of ["pie", "bar", "multi_bar"]) {
      expect(await page.locator(`[data-chart-type='${type}'] svg[role='img']`).count()).toBe(1);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectSteadyAndNoChartJs("results page");
    // The widgets; the rest of the page is Odoo's own markup (its collapse and tab headers).
    expect(await seriousAxeViolations(page, ["[data-widget^='survey-']"])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "survey-results.png"), fullPage: true });
    // Grouped or stacked, with the spec's tooltip.
    const matrix = page.locator("[data-chart-type='multi_bar']");
    await matrix.getByText("Stacked").click();
    expect(await matrix.getAttribute("data-mode")).toBe("stacked");
    await matrix.locator("rect.weekbox-chart-bar").last().hover();
    await expect(matrix.getByRole("tooltip").textContent()).resolves.toMatch(
      /Responses : \w+Total Vote : \d+/,
    );
    // The free texts, 10 a page: 13 of them.
    const texts = page.locator("[data-widget='survey-answer-table']").last();
    expect(await texts.locator("tbody tr").count()).toBe(10);
    await texts.getByRole("button", { name: "Page 2" }).click();
    expect(await texts.locator("tbody tr").count()).toBe(3);
    expect(await texts.locator("tbody tr").first().locator("td").first().textContent()).toBe("11");
    // Filters: an answer, then a matrix row's answer (stacked), the finished flag, then all cleared.
    const great = survey.choices["overall:Great"]!;
    await page.locator(`a[href='#survey_data_question_${survey.questions.overall}']`).click();
    const greatFilter = page.locator(`button[data-filter-answer='${great}']`);
    await greatFilter.focus();
    expect(await greatFilter.evaluate((button) => getComputedStyle(button).opacity)).toBe("1");
    const search = (expected: string) => (url: URL) =>
      url.pathname.startsWith("/survey/results/") && url.search === expected;
    await Promise.all([page.waitForURL(search(`?0,${great}`)), page.keyboard.press("Enter")]);
    const row = survey.choices["row:Freshness"]!;
    const column = survey.choices["rating:Great"]!;
    await page.locator(`a[href='#survey_data_question_${survey.questions.rating}']`).click();
    const cell = page.locator(`button[data-filter-row='${row}'][data-filter-answer='${column}']`);
    await cell.locator("xpath=ancestor::td").hover();
    expect(await cell.evaluate((button) => getComputedStyle(button).opacity)).toBe("1");
    await Promise.all([page.waitForURL(search(`?0,${great}&${row},${column}`)), cell.click()]);
    expect(await page.locator(".o_survey_results_topbar_answer_filters li").count()).toBe(2);
    await Promise.all([
      page.waitForURL(search(`?0,${great}&${row},${column}&finished`)),
      page.getByRole("link", { name: /Completed surveys/ }).click(),
    ]);
    expect(await page.locator(".o_weekbox_filter_current", { hasText: "Completed surveys" }).count()).toBe(1);
    await Promise.all([
      page.waitForURL(search("")),
      page.getByRole("link", { name: "Remove all filters" }).click(),
    ]);
    expect(await page.locator(".o_survey_results_topbar_answer_filters li").count()).toBe(0);
  });

  test("the link tracker: a link with a new campaign, its code edited, its statistics", async () => {
    await open(true);
    await page.goto(`${odooUrl()}/r`);
    await page.getByRole("heading", { name: "Your tracked links" }).waitFor();
    await expectSteadyAndNoChartJs("link tracker");
    // A page of the site that does not exist: no link.
    await page.getByLabel("URL").fill(`${odooUrl()}/no-such-page-${RUN}`);
    await page.getByRole("button", { name: "Get tracked link" }).click();
    await page.getByRole("alert").filter({ hasText: "URL not found (404)" }).waitFor();
    const url = `${odooUrl()}/contactus?e2e=${RUN}`;
    await page.getByLabel("URL").fill(url);
    const campaign = `E2E campaign ${RUN}`;
    await page.getByLabel("Campaign").pressSequentially(campaign);
    await page.getByRole("option", { name: `Create “${campaign}”` }).click();
    await page.getByRole("button", { name: "Get tracked link" }).click();
    const shortLink = page.locator(".o_weekbox_generated_link");
    await shortLink.waitFor();
    const shortUrl = (await shortLink.textContent())!;
    const [created] = await callKw<{ id: number; campaign_id: [number, string] }[]>(
      admin,
      "link.tracker",
      "search_read",
      [[["url", "=", url]], ["campaign_id"]],
    );
    linkIds.push(created!.id);
    expect(created!.campaign_id[1]).toBe(campaign);
    expect(await seriousAxeViolations(page, [".o_weekbox_link_tracker"])).toEqual([]);
    // Its code, edited in the list.
    const code = `e2e-${process.pid}-${Date.now() % 100000}`;
    const item = page.locator(`li[data-link-id='${created!.id}']`);
    await item.getByRole("button", { name: "Edit code" }).click();
    await item.getByRole("textbox", { name: "Code" }).fill(code);
    await item.getByRole("button", { name: "OK" }).click();
    await item.getByText(code, { exact: true }).waitFor();
    expect(shortUrl).toMatch(/\/r\/\w+$/);
    // Two clicks, by two visitors.
    for (const visitor of [await newVisitor(), await newVisitor()]) {
      const res = await visitor.fetch(`/r/${code}`, { redirect: "manual" });
      expect([301, 302, 303]).toContain(res.status);
    }
    await page.goto(`${odooUrl()}/r/${code}+`);
    await page.getByRole("tab", { name: "All Time" }).waitFor();
    await expectSteadyAndNoChartJs("link statistics");
    expect(await page.getByRole("tabpanel").textContent()).toContain("2 clicks");
    await page.locator("[data-chart-type='bar'] svg").waitFor();
    await page.getByRole("tab", { name: "Last 7 Days" }).click();
    expect(await page.getByRole("tabpanel").textContent()).toContain("2 clicks");
    expect(await page.locator("[data-chart-type='pie'] svg").count()).toBe(1);
    expect(scripts.filter((script) => ODOO_CHARTS.test(script))).toEqual([]);
    expect(await seriousAxeViolations(page, [".o_weekbox_link_statistics"])).toEqual([]);
    // A fresh link: no data.
    await page.goto(`${odooUrl()}/r`);
    await page.getByLabel("URL").fill(`${odooUrl()}/shop?e2e=${RUN}`);
    await page.getByRole("button", { name: "Get tracked link" }).click();
    const fresh = (await page.locator(".o_weekbox_generated_link").textContent())!;
    const [freshLink] = await callKw<number[]>(admin, "link.tracker", "search", [
      [["url", "=", `${odooUrl()}/shop?e2e=${RUN}`]],
    ]);
    linkIds.push(freshLink!);
    await page.goto(`${fresh}+`);
    await page.getByRole("status").filter({ hasText: "There is no data to show" }).waitFor();
  });

  test("a form sent once: a double click posts it once", async () => {
    const productId = await ensureShopProduct(admin);
    await createSubmitOncePage(admin, productId);
    await open();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/shop/cart/update"))
        posts.push(request.url());
    });
    await page.goto(`${odooUrl()}${SUBMIT_ONCE_URL}`);
    const form = page.locator("form[data-weekbox-enhanced='site-submit-once']");
    await form.waitFor({ state: "attached" });
    await Promise.all([
      page.waitForURL("**/shop/cart**"),
      form.getByRole("button", { name: "Subscribe" }).dblclick(),
    ]);
    expect(posts).toHaveLength(1);
    const quantity = await page.evaluate(async () => {
      const res = await fetch("/shop/weekbox/cart_summary", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", method: "call", params: {} }),
      });
      return ((await res.json()) as { result: { cart_quantity: number } }).result.cart_quantity;
    });
    expect(quantity).toBe(1);
  });
});

async function removeSubmitOncePage(admin: OdooSession): Promise<void> {
  const pages = await callKw<number[]>(admin, "website.page", "search", [[["url", "=", SUBMIT_ONCE_URL]]]);
  if (pages.length) await callKw(admin, "website.page", "unlink", [pages]);
  const views = await callKw<number[]>(admin, "ir.ui.view", "search", [[["key", "=", SUBMIT_ONCE_KEY]]]);
  if (views.length) await callKw(admin, "ir.ui.view", "unlink", [views]);
}

/** A page with a form posted once (the subscription contract's kind): it adds a product to the cart. */
async function createSubmitOncePage(admin: OdooSession, productId: number): Promise<void> {
  await removeSubmitOncePage(admin);
  await callKw(admin, "website.page", "create", [
    {
      name: "Submit once e2e",
      type: "qweb",
      key: SUBMIT_ONCE_KEY,
      url: SUBMIT_ONCE_URL,
      website_id: 1,
      is_published: true,
      arch: `<t t-name="${SUBMIT_ONCE_KEY}"><t t-call="website.layout"><div id="wrap" class="container py-5">
        <h1>Your weekly box</h1>
        <form action="/shop/cart/update" method="post" class="js_website_submit_form o_no_wait_lazy_js">
          <input type="hidden" name="csrf_token" t-att-value="request.csrf_token()"/>
          <input type="hidden" name="product_id" value="${productId}"/>
          <input type="hidden" name="add_qty" value="1"/>
          <button type="submit" class="btn btn-primary o_no_wait_lazy_js">Subscribe</button>
        </form></div></t></t>`,
    },
  ]);
}
