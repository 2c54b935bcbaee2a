// Website forms (the form snippet) on a real Odoo 17, in Debian's Chromium, as
// a guest: Odoo's demo contact form on /contactus (refused while invalid, then
// sent: a mail in Odoo, the thank-you page), a page made for the run with a
// date, a datetime, required checkboxes and a file (in fr_BE: strict dates,
// the calendar, the mail's content), a field only the server refuses, the limit
// of forms per visitor, and the website editor still editing the form; as a
// customer: /contactus filled from their account. The pages are lean (the
// website's default, #34): the form snippet is ours, so they run without Odoo's
// frontend bundle, but in the editor. The mails, contact and customer the run
// created are removed after it.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { EDITOR_TEST_MS, openWebsiteEditor } from "../harness/website-editor";
import { callKw } from "../harness/call-kw";
import { eventually } from "../harness/eventually";
import { ensureFreshWidgetBundle } from "../harness/fresh-widget-bundle";
import { closeGuestPage, openGuestPage, type GuestPage } from "../harness/guest-page";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { odooBundleRuns, recordOdooBundle, useLeanPages } from "../harness/lean-pages";
import { odooHandlersOnReactElements, odooStarted } from "../harness/odoo-handlers";
import { framesRendered } from "../harness/page-settled";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { createThrowawayCustomer } from "../harness/throwaway-customer";
import {
  createCustomerFormPage,
  createWebsiteFormPage,
  formMails,
  lastFormAttempt,
  removeFormAttemptsSince,
  removeFormMails,
  removeWebsiteFormPage,
  setFormSessionLimit,
} from "../harness/website-form-page";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;
const FORM = "form[data-weekbox-enhanced='site-website-form']";
const RUN = `${process.pid}-${Date.now()}`;
const USER_READ = "/web/dataset/call_kw/res.users/read";

describeBrowser(`website forms${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let formPage: string;
  let customerFormPage: string;
  let guest: GuestPage | undefined;
  let page: Page;
  let formPosts: string[];
  let userReads: string[];
  let attemptsBefore = 0;
  let bundleRequests: string[];
  let restoreLeanPages: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    await ensureFreshWidgetBundle("/contactus");
    formPage = await createWebsiteFormPage(admin);
    customerFormPage = await createCustomerFormPage(admin);
    attemptsBefore = await lastFormAttempt(admin);
    restoreLeanPages = await useLeanPages(admin);
  });
  afterAll(async () => {
    try {
      if (admin) {
        await restoreLeanPages?.();
        await removeWebsiteFormPage(admin);
        await removeFormAttemptsSince(admin, attemptsBefore);
        await removeFormMails(admin, RUN);
      }
    } finally {
      await browser?.close();
    }
  });
  afterEach(async () => {
    await closeGuestPage(guest);
    guest = undefined;
  });

  /** Opens `pagePath` as a new guest, or as the customer whose session id is given. */
  async function visit(pagePath: string, width = 1280, height = 1000, sessionId?: string): Promise<Page> {
    guest = await openGuestPage(browser, { width, height });
    ({ page } = guest);
    if (sessionId) await guest.context.addCookies([{ name: "session_id", value: sessionId, url: odooUrl() }]);
    formPosts = [];
    userReads = [];
    bundleRequests = recordOdooBundle(page);
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/website/form/"))
        formPosts.push(request.url());
      if (request.url() === `${odooUrl()}${USER_READ}`) userReads.push(request.postData() ?? "");
    });
    await page.goto(`${odooUrl()}${pagePath}`);
    await odooStarted(page);
    await page.waitForSelector(`${FORM}.o_no_wait_lazy_js #s_website_form_result [role='alert']`, {
      state: "attached",
    });
    return page;
  }

  for (const width of [1280, 375]) {
    test(`should own /contactus's form at ${width} px, Odoo's handlers off it, nothing serious for axe`, async () => {
      await visit("/contactus", width);
      expect(await page.getAttribute(FORM, "novalidate")).toBe("");
      expect(await odooHandlersOnReactElements(page, FORM)).toEqual([]);
      // A page of plain blocks and our form: lean, Odoo's frontend JS neither fetched nor run.
      expect(bundleRequests).toEqual([]);
      await expect(odooBundleRuns(page)).resolves.toBe(false);
      expect(await seriousAxeViolations(page, ["#wrap"])).toEqual([]);
      await page.click(".s_website_form_send");
      await page.getByRole("alert").filter({ hasText: "Please fill in the form correctly." }).waitFor();
      expect(await seriousAxeViolations(page, ["#wrap"])).toEqual([]);
      await page.screenshot({
        path: path.join(ARTIFACTS, `website-form-contactus-${width}.png`),
        fullPage: true,
      });
    });
  }

  test("should refuse /contactus's form while invalid, then send it: a mail in Odoo and the thank-you page", async () => {
    await visit("/contactus");
    const subject = `Weekbox e2e question ${RUN}`;
    await page.click(".s_website_form_send");
    await page.getByRole("alert").filter({ hasText: "Please fill in the form correctly." }).waitFor();
    expect(formPosts).toEqual([]);
    const name = page.locator("input[name='name']");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    const nameError = await name.getAttribute("aria-describedby");
    expect((await page.locator(`#${nameError}`).textContent())?.length).toBeGreaterThan(0);

    await name.fill("Ann Visitor");
    expect(await name.getAttribute("aria-invalid")).toBeNull();
    await page.fill("input[name='email_from']", "not-an-email");
    await page.fill("input[name='subject']", subject);
    await page.fill("textarea[name='description']", "Do you deliver in Ixelles?");
    await page.click(".s_website_form_send");
    await eventually(
      () => page.getAttribute("input[name='email_from']", "aria-invalid"),
      (invalid) => invalid === "true",
      { what: "the e-mail refused by the browser's own check" },
    );
    expect(formPosts).toEqual([]);

    await page.fill("input[name='email_from']", "ann@example.com");
    // All this on a lean page (the thank-you page is not: Odoo's Plausible event).
    await page.waitForLoadState("load");
    expect(bundleRequests).toEqual([]);
    await Promise.all([page.waitForURL(/\/contactus-thank-you$/), page.click(".s_website_form_send")]);
    expect(formPosts).toEqual([`${odooUrl()}/website/form/mail.mail`]);
    // A guest's form never asks for an account's values.
    expect(userReads).toEqual([]);
    const [mail] = await formMails(admin, subject);
    // The recipient the page gives the form (its data-for values): the company's address.
    expect(mail?.email_to).toBe("hello@weekbox.example");
    expect(mail?.body_html).toContain("Do you deliver in Ixelles?");
    expect(mail?.body_html).toContain("Ann Visitor");
  });

  test("should send /contactus's form pressed before its code arrived, once it has, never following Submit's link", async () => {
    guest = await openGuestPage(browser);
    ({ page } = guest);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/website/form/")) posts.push(request.url());
    });
    // The form enhancer's chunk held back until the visitor has pressed Submit: a slow phone.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/site-website-form-enhancer-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Not "load": the page's preload of that chunk holds it back.
    await page.goto(`${odooUrl()}/contactus`, { waitUntil: "domcontentloaded" });
    await page.locator(FORM).waitFor({ state: "attached" });
    expect(await page.locator(`${FORM} #s_website_form_result [role='alert']`).count()).toBe(0);
    const subject = `Weekbox e2e early press ${RUN}`;
    await page.fill("input[name='name']", "Early Presser");
    await page.fill("input[name='email_from']", "early.presser@example.com");
    await page.fill("input[name='subject']", subject);
    await page.fill("textarea[name='description']", "Pressed before the form was ready.");
    await page.click(".s_website_form_send");
    await framesRendered(page);
    // Held: the link to "#" not followed, nothing sent yet.
    expect(page.url()).toBe(`${odooUrl()}/contactus`);
    expect(posts).toEqual([]);

    await Promise.all([page.waitForURL(/\/contactus-thank-you$/), release()]);
    expect(posts).toEqual([`${odooUrl()}/website/form/mail.mail`]);
    expect(await formMails(admin, subject)).toHaveLength(1);
  });

  test("should fill /contactus from a logged-in customer's account in one read of their own user", async () => {
    const name = `Form Prefill ${RUN}`;
    const customer = await createThrowawayCustomer(admin, name, { phone: "+32 470 12 34 56" });
    try {
      await visit("/contactus", 1280, 1000, customer.session.sessionId!);
      await eventually(
        () => page.inputValue("input[name='email_from']"),
        (email) => email === customer.login,
        { what: "the customer's e-mail in the form" },
      );
      expect(await page.inputValue("input[name='name']")).toBe(name);
      expect(await page.inputValue("input[name='phone']")).toBe("+32 470 12 34 56");
      // Odoo's own form widget would read them again: it stays off the form.
      expect(userReads.map((body) => (JSON.parse(body) as { params: unknown }).params)).toEqual([
        {
          model: "res.users",
          method: "read",
          args: [[customer.userId], ["name", "phone", "email", "commercial_company_name"]],
          kwargs: {},
        },
      ]);
    } finally {
      await customer.remove();
    }
  });

  test("should mark the field the server refuses, keep what was typed, then send it corrected", async () => {
    const name = `Refused Country ${RUN}`;
    await visit(customerFormPage);
    await page.fill("input[name='name']", name);
    await page.fill("input[name='email']", "refused@example.com");
    await page.fill("input[name='country_id']", "Belgium");
    await page.click(".s_website_form_send");
    await page
      .getByRole("alert")
      .filter({ hasText: "Some values were refused. Please correct the fields marked in red." })
      .waitFor();
    expect(formPosts).toEqual([`${odooUrl()}/website/form/res.partner`]);
    const country = page.locator("input[name='country_id']");
    expect(await country.getAttribute("aria-invalid")).toBe("true");
    const message = await country.getAttribute("aria-describedby");
    // The server says why beside the field (error_fields as a map field → message).
    expect(await page.locator(`#${message}`).textContent()).toBe(
      "'Belgium' is not a valid value for this field.",
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("country_id");
    expect(await page.getAttribute("input[name='name']", "aria-invalid")).toBeNull();
    expect(await page.getAttribute(".s_website_form_send", "aria-disabled")).toBeNull();
    expect(await page.inputValue("input[name='name']")).toBe(name);
    expect(await page.inputValue("input[name='email']")).toBe("refused@example.com");
    expect(await country.inputValue()).toBe("Belgium");
    expect(await seriousAxeViolations(page, ["#wrap"])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "website-form-refused-field-1280.png") });

    const [belgium] = await callKw<number[]>(admin, "res.country", "search", [[["code", "=", "BE"]]]);
    await country.fill(String(belgium));
    expect(await country.getAttribute("aria-invalid")).toBeNull();
    await page.click(".s_website_form_send");
    await page.getByRole("status").filter({ hasText: "The form has been sent successfully." }).waitFor();
    expect(formPosts).toHaveLength(2);
    const contacts = await callKw<{ id: number; email: string; country_id: [number, string] | false }[]>(
      admin,
      "res.partner",
      "search_read",
      [[["name", "=", name]], ["email", "country_id"]],
    );
    try {
      expect(
        contacts.map(({ email, country_id }) => ({ email, country: country_id && country_id[0] })),
      ).toEqual([{ email: "refused@example.com", country: belgium }]);
    } finally {
      if (contacts.length) await callKw(admin, "res.partner", "unlink", [contacts.map(({ id }) => id)]);
    }
  });

  test("should check and send a form with dates, checkboxes and a file in fr_BE, picking a date in the calendar", async () => {
    await visit(`/fr_BE${formPage}`);
    const subject = `Weekbox e2e semaine ${RUN}`;
    await page.fill("input[name='email_from']", "ann@example.com");
    await page.fill("input[name='subject']", subject);
    await page.fill("input[name='first_box']", "2026-12-07");
    await page.fill("input[name='call_back']", "7/12/2026 25:00:00");
    await page.click(".s_website_form_send");
    await page.getByText("'2026-12-07' n'est pas une date correcte").waitFor();
    await page.getByText("'7/12/2026 25:00:00' n'est pas une date et heure correcte").waitFor();
    await page.getByText("Veuillez cocher au moins une de ces cases.").waitFor();
    expect(formPosts).toEqual([]);
    expect(await page.getAttribute("input[name='first_box']", "aria-invalid")).toBe("true");

    // Leading zeros optional; the picker writes them.
    await page.fill("input[name='first_box']", "7/12/2026");
    await page.getByRole("button", { name: "Choisir First box on" }).click();
    const calendar = page.getByRole("dialog");
    await calendar.waitFor();
    // December 2026 starts on a Tuesday: its rows are ISO weeks 49 to 53.
    expect(await calendar.locator(".weekbox-form-week-numbers li").allTextContents()).toEqual([
      "49",
      "50",
      "51",
      "52",
      "53",
    ]);
    await page.screenshot({ path: path.join(ARTIFACTS, "website-form-calendar-fr-be-1280.png") });
    await calendar.getByRole("button", { name: /14 décembre 2026/ }).click();
    expect(await page.inputValue("input[name='first_box']")).toBe("14/12/2026");
    await page.fill("input[name='call_back']", "7/12/2026 9:30:00");
    await page.check("#e2e_diet1");
    await page.setInputFiles("input[name='fridge_photo']", {
      name: "fridge.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("milk, eggs"),
    });
    await page.click(".s_website_form_send");
    await page.getByRole("status").filter({ hasText: "Le formulaire a été envoyé avec succès." }).waitFor();
    expect(formPosts).toHaveLength(1);
    expect(await page.inputValue("input[name='first_box']")).toBe("");
    expect(await page.getAttribute(".s_website_form_send", "aria-disabled")).toBe("true");
    const [mail] = await formMails(admin, subject);
    expect(mail?.body_html).toContain("14/12/2026");
    expect(mail?.body_html).toContain("7/12/2026 9:30:00");
    expect(mail?.body_html).toContain("Vegan");
    expect(mail?.attachment_ids).toHaveLength(1);
    expect(await seriousAxeViolations(page, ["#wrap"])).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, "website-form-fr-be-1280.png"), fullPage: true });
  });

  test("should pick a date and send the form by keyboard only", async () => {
    await visit(formPage);
    const subject = `Weekbox e2e keyboard ${RUN}`;
    await page.focus("input[name='email_from']");
    await page.keyboard.type("keys@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type(subject);
    await page.keyboard.press("Tab");
    await page.keyboard.type("12/7/2026");
    // The calendar button follows the input; Enter opens the calendar on the typed day.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await eventually(
      () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""),
      (label) => label.includes("December 7, 2026"),
      { what: "the focused day" },
    );
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    expect(await page.inputValue("input[name='first_box']")).toBe("12/08/2026");
    await eventually(
      () => page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
      (label) => label === "Choose First box on",
      { what: "the focus back on the calendar button" },
    );
    await page.check("#e2e_diet2");
    await page.focus(".s_website_form_send");
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "The form has been sent successfully." }).waitFor();
    const [mail] = await formMails(admin, subject);
    expect(mail?.body_html).toContain("12/08/2026");
  });

  test("should refuse a visitor's forms beyond the limit with the server's message, and not another visitor's", async () => {
    const previous = await setFormSessionLimit(admin, "2");
    try {
      const send = async (subject: string) => {
        await page.goto(`${odooUrl()}${formPage}`);
        await page.waitForSelector(`${FORM}.o_no_wait_lazy_js #s_website_form_result [role='alert']`, {
          state: "attached",
        });
        await page.fill("input[name='email_from']", "spam@example.com");
        await page.fill("input[name='subject']", subject);
        await page.check("#e2e_diet0");
        await page.click(".s_website_form_send");
        await page.locator("#s_website_form_result [data-status]").waitFor();
        return (await page.locator("#s_website_form_result [data-status]").textContent())?.trim();
      };
      await visit(formPage);
      expect(await send(`limit 1 ${RUN}`)).toBe("The form has been sent successfully.");
      expect(await send(`limit 2 ${RUN}`)).toBe("The form has been sent successfully.");
      expect(await send(`limit 3 ${RUN}`)).toBe(
        "You have sent too many forms. Please wait a few minutes and try again.",
      );
      expect(await page.getAttribute(".s_website_form_send", "aria-disabled")).toBeNull();
      expect(await formMails(admin, `limit 3 ${RUN}`)).toEqual([]);

      await closeGuestPage(guest);
      await visit(formPage, 375, 800);
      expect(await send(`limit other ${RUN}`)).toBe("The form has been sent successfully.");
      await page.screenshot({ path: path.join(ARTIFACTS, "website-form-375.png"), fullPage: true });
    } finally {
      await setFormSessionLimit(admin, previous);
    }
  });

  test(
    "should leave the form to Odoo's website editor, whose form options still open",
    async () => {
      const { context, editor, frame } = await openWebsiteEditor(browser, admin, "/contactus");
      try {
        const state = await eventually(
          () =>
            frame.evaluate(() => ({
              editing: document.body.classList.contains("editor_enable"),
              marked: document.querySelectorAll("[data-weekbox-enhanced], [data-weekbox-enhancer]").length,
              ours: document.querySelectorAll(".weekbox-form-status, .weekbox-form-date-button, [novalidate]")
                .length,
            })),
          (found) => found.editing && found.marked === 0,
          { timeout: 30_000, what: "the contact page in the editor" },
        );
        expect(state).toEqual({ editing: true, marked: 0, ours: 0 });
        // The editor lays its own layer over the inputs: the field is selected through it.
        await frame.click(".s_website_form .s_website_form_field:has(input[name='subject']) .col-sm");
        await editor.locator(".o_we_customize_panel").getByText("On Success").waitFor({ timeout: 15_000 });
        await editor.screenshot({ path: path.join(ARTIFACTS, "website-form-editor-1400.png") });
      } finally {
        await context.close();
      }
    },
    EDITOR_TEST_MS,
  );
});
