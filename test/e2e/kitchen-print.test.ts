// The kitchen's view in the back office (website_sale_mealbox_kitchen, issue #33),
// in Debian's Chromium: a member of the kitchen staff opens "Boxes to pack and
// deliver", prints the day's PDF of one pick-up store and exports the day's CSV
// from the print dialog. Each run brings its own store, dishes, customers and
// orders on a fixed day (2040-03-15) and filters the print to its own store, so
// the figures are counted by hand whatever earlier runs left on that day; no
// "now" is involved. The PDF's text is checked in Odoo's HTML rendering of the
// same report (what wkhtmltopdf prints; the Python test
// test_kitchen_print.test_a_real_pdf_through_wkhtmltopdf reads the PDF's own
// text). Screenshots: test/.artifacts/kitchen-*.png (the boxes' list also in fr_BE).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Download, Page } from "playwright-core";
import { uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { createBoxSizes, type MealboxBoxes } from "../harness/mealbox-fixtures";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginAs, type OdooSession } from "../harness/odoo-session";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");
const DAY = "2040-03-15";
const DAY_TYPED = "03/15/2040"; // the kitchen user's language is en_US
const REPORT = "website_sale_mealbox_kitchen.report_kitchen_day";
/** The orders' box: 3 meals for 2 people, at a price of the run's own. */
const BOX_SIZE = [3, 2, 47.1] as const;
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

jest.setTimeout(180_000);

async function xmlId(admin: OdooSession, xmlid: string): Promise<number> {
  const [module, name] = xmlid.split(".");
  const [found] = await callKw<{ res_id: number }[]>(admin, "ir.model.data", "search_read", [
    [
      ["module", "=", module],
      ["name", "=", name],
    ],
    ["res_id"],
  ]);
  if (!found) throw new Error(`no ${xmlid}`);
  return found.res_id;
}

/** The text of a downloaded file. */
function downloaded(download: Download): Promise<Buffer> {
  return download.path().then((file) => readFileSync(file));
}

describeBrowser(`kitchen's print and export${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let context: BrowserContext | undefined;
  let page: Page;
  const pageErrors: string[] = [];
  const stamp = uniqueStamp();
  const storeName = `Kitchen e2e store ${stamp}`;
  const dishNames = [`Kitchen e2e stoemp ${stamp}`, `Kitchen e2e waterzooi ${stamp}`];
  let people = 0;
  let login = "";
  const orders: { id: number; name: string }[] = [];
  let leftOut = "";
  let storeId = 0;
  let boxSizes: MealboxBoxes | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
    const [belgium] = await callKw<number[]>(admin, "res.country", "search", [[["code", "=", "BE"]]]);
    const [website] = await callKw<number[]>(admin, "website", "search", [[]], { limit: 1 });
    const carrierProduct = await callKw<number>(admin, "product.product", "create", [
      { name: `Kitchen e2e pick-up ${stamp}`, detailed_type: "service" },
    ]);
    const carrier = await callKw<number>(admin, "delivery.carrier", "create", [
      {
        name: `Kitchen e2e pick-up ${stamp}`,
        delivery_type: "fixed",
        fixed_price: 0,
        product_id: carrierProduct,
      },
    ]);
    // A real store's shape (a pick-up day, a place on the map), listed after the demo's
    // stores while the test runs and archived after it: visitors' lists stay the demo's.
    const store = await callKw<number>(admin, "mealbox.pickup.store", "create", [
      {
        name: storeName,
        sequence: 1000,
        weekday_ids: [[6, 0, [await xmlId(admin, "website_sale_weekbox.weekday_3")]]],
        latitude: 50.8467,
        longitude: 4.3525,
        carrier_id: carrier,
        street: "Rue Neuve 1",
        zip: "1000",
        city: "Brussels",
        country_id: belgium,
      },
    ]);
    storeId = store;
    const dishes = await callKw<number[]>(admin, "product.product", "create", [
      dishNames.map((name) => ({ name, detailed_type: "consu", list_price: 0, is_mealbox_dish: true })),
    ]);
    // A box size of the run's own (the demo's may be archived or absent), archived after the test.
    boxSizes = await createBoxSizes(admin, [BOX_SIZE]);
    const [box] = await callKw<{ id: number; people: number; product_id: [number, string] }[]>(
      admin,
      "mealbox.box",
      "read",
      [[boxSizes.sizes[0]!.id], ["people", "product_id"]],
    );
    if (!box) throw new Error("the run's box size cannot be read");
    people = box.people;
    const customers = await callKw<number[]>(admin, "res.partner", "create", [
      [
        { name: `Anna Kitchen ${stamp}`, phone: "+32 470 10 00 01", street: "Rue Haute 2", zip: "1000" },
        { name: `Bert Kitchen ${stamp}`, phone: "+32 470 10 00 02", street: "Rue Blaes 3", zip: "1000" },
        { name: `Carl Kitchen ${stamp}`, phone: "+32 470 10 00 03", street: "Rue Haute 9", zip: "1000" },
      ].map((partner) => ({ ...partner, city: "Brussels", country_id: belgium })),
    ]);
    // Anna: 2 × stoemp, 1 × waterzooi; Bert: 1 × stoemp; Carl's cart is not confirmed.
    const boxes: [number, [number, number][], string | false][] = [
      [
        customers[0]!,
        [
          [dishes[0]!, 2],
          [dishes[1]!, 1],
        ],
        "Ring twice",
      ],
      [customers[1]!, [[dishes[0]!, 1]], false],
      [customers[2]!, [[dishes[1]!, 3]], false],
    ];
    for (const [index, [partner, lines, remark]] of boxes.entries()) {
      const id = await callKw<number>(admin, "sale.order", "create", [
        {
          partner_id: partner,
          website_id: website,
          mealbox_box_id: box.id,
          mealbox_delivery_type: "pick_store",
          mealbox_store_id: store,
          mealbox_remark: remark,
          order_line: [
            [0, 0, { product_id: box.product_id[0], product_uom_qty: 1, mealbox_line_type: "box" }],
            ...lines.map(([product, meals]) => [
              0,
              0,
              { product_id: product, product_uom_qty: meals, mealbox_line_type: "dish" },
            ]),
          ],
        },
      ]);
      await callKw(admin, "sale.order", "write", [[id], { mealbox_delivery_date: DAY }]);
      const [read] = await callKw<{ name: string }[]>(admin, "sale.order", "read", [[id], ["name"]]);
      const name = read!.name;
      if (index < 2) {
        await callKw(admin, "sale.order", "action_confirm", [[id]]);
        orders.push({ id, name });
      } else leftOut = name;
    }
    login = `kitchen-e2e-${stamp}`;
    const groups = await Promise.all(
      [
        "base.group_user",
        "website.group_website_designer",
        "website_sale_mealbox_kitchen.group_mealbox_kitchen",
      ].map((xmlid) => xmlId(admin, xmlid)),
    );
    await callKw(admin, "res.users", "create", [
      {
        name: `Kitchen e2e ${stamp}`,
        login,
        password: login,
        lang: "en_US",
        tz: "Europe/Brussels",
        groups_id: [[6, 0, groups]],
      },
    ]);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    if (!admin) return;
    await boxSizes?.remove();
    if (storeId) await callKw(admin, "mealbox.pickup.store", "write", [[storeId], { active: false }]);
    if (!login) return;
    const users = await callKw<number[]>(admin, "res.users", "search", [[["login", "=", login]]]);
    if (users.length) await callKw(admin, "res.users", "write", [users, { active: false }]);
  });

  test("should print the day's PDF of a store and export the day's CSV", async () => {
    const staff = await loginAs(login, login);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.addCookies([{ name: "session_id", value: staff.sessionId!, url: odooUrl() }]);
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));

    // The Website app's menu entries: each opens on the next day with boxes.
    const websiteApp = await xmlId(admin, "website.menu_website_configuration");
    await page.goto(
      `${odooUrl()}/web#action=website_sale_mealbox_kitchen.action_server_mealbox_kitchen_boxes&menu_id=${websiteApp}`,
    );
    await page.locator(".o_list_renderer").waitFor();
    const openMenu = async (label: string) => {
      await page.locator(".o_menu_sections").getByText("Meal box", { exact: true }).click();
      await page.locator(".dropdown-menu .dropdown-item", { hasText: label }).click();
    };
    await openMenu("Kitchen: dishes to cook");
    await page.locator(".o_pivot table").waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, "kitchen-dishes-1280.png") });
    await openMenu("Kitchen: boxes to pack and deliver");
    await page.locator(".o_list_renderer .o_group_header").first().waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, "kitchen-boxes-1280.png") });

    // The print dialog: the test's day and store.
    await page.getByRole("button", { name: "Print or export the day" }).click();
    const dialog = page.locator(".modal .o_form_view");
    await dialog.waitFor();
    const day = dialog.locator('.o_field_widget[name="day"] input');
    await day.fill(DAY_TYPED);
    await day.press("Enter");
    const stores = dialog.locator('.o_field_widget[name="store_ids"] input');
    await stores.fill(storeName);
    await page.locator(".o-autocomplete--dropdown-item", { hasText: storeName }).click();
    await dialog.locator('.o_field_widget[name="store_ids"] .o_tag', { hasText: storeName }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, "kitchen-print-dialog-1280.png") });

    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.locator(".modal").getByRole("button", { name: "Print PDF" }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`Kitchen ${DAY}.pdf`);
    expect((await downloaded(pdf)).subarray(0, 5).toString()).toBe("%PDF-");

    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.locator(".modal").getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`Kitchen ${DAY}.csv`);
    const rows = (await downloaded(csv)).toString("utf8").trim().split(/\r?\n/);
    const [anna, bert] = orders;
    // Hand-counted: stoemp 2 + 1 meals, waterzooi 1 meal, each for the box's people.
    expect(rows).toEqual(
      expect.arrayContaining([
        `"Dish","${dishNames[0]}","${3 * people}","3","3 × for ${people} people"`,
        `"Dish","${dishNames[1]}","${people}","1","1 × for ${people} people"`,
        '"Boxes (2)"',
      ]),
    );
    const boxRows = rows.filter((row) => row.startsWith(`"${storeName}"`));
    expect(boxRows).toHaveLength(2);
    expect(boxRows[0]).toContain(
      `"${anna!.name}","Anna Kitchen ${stamp}","Rue Haute 2, 1000 Brussels","+32 470 10 00 01","Ring twice"`,
    );
    expect(boxRows[0]).toContain(`"2 × ${dishNames[0]}, 1 × ${dishNames[1]}"`);
    expect(boxRows[1]).toContain(`"${bert!.name}","Bert Kitchen ${stamp}"`);
    expect(rows.join("\n")).not.toContain(leftOut);

    // The PDF's text, as Odoo renders it for wkhtmltopdf: the dialog's record, the staff's last one.
    const [wizard] = await callKw<number[]>(staff, "mealbox.kitchen.print", "search", [[["day", "=", DAY]]], {
      order: "id desc",
      limit: 1,
    });
    const report = await context.newPage();
    await report.goto(`${odooUrl()}/report/html/${REPORT}/${wizard}`);
    const text = (await report.locator("main, body").first().innerText()).replace(/\s+/g, " ");
    for (const expected of [
      "Kitchen and deliveries: Thursday 15 March 2040",
      `Only the boxes of: ${storeName}`,
      "2 boxes",
      `${dishNames[0]} ${3 * people} 3 3 × for ${people} people`,
      `Pick-up at ${storeName}`,
      `${anna!.name} Anna Kitchen ${stamp} Rue Haute 2, 1000 Brussels +32 470 10 00 01 Ring twice`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(leftOut);
    await report.screenshot({ path: path.join(ARTIFACTS, "kitchen-report-1280.png"), fullPage: true });
    await report.close();

    // The same list in French (fr_BE), for a person to look at.
    const [user] = await callKw<number[]>(admin, "res.users", "search", [[["login", "=", login]]]);
    await callKw(admin, "res.users", "write", [[user], { lang: "fr_BE" }]);
    await page.locator(".modal footer").getByRole("button", { name: "Close" }).click();
    await page.reload();
    await page.locator(".o_list_renderer .o_group_header").first().waitFor();
    // The reload keeps the day's filter the menu opened the list with (its facet shows the day):
    // the web client restores the action as it was opened (its title still in English).
    const dayFacet = page.locator(".o_searchview_facet", { hasText: /\d{4}-\d{2}-\d{2}/ });
    await dayFacet.waitFor({ timeout: 10_000 });
    // Opened again from the French menu, as a person does after changing their language.
    await page.locator('.o_menu_sections [data-menu-xmlid="website_sale_mealbox.menu_mealbox_root"]').click();
    await page
      .locator('.dropdown-menu [data-menu-xmlid="website_sale_mealbox_kitchen.menu_mealbox_kitchen_boxes"]')
      .click();
    await page.locator(".o_breadcrumb", { hasText: "Box à préparer et à livrer" }).waitFor();
    await page.locator(".o_list_renderer .o_group_header").first().waitFor();
    await dayFacet.waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, "kitchen-boxes-fr_BE-1280.png") });
    expect(pageErrors).toEqual([]);
  });
});
