// The README's table of the spec's calls (§7.1 to §7.5) says where the widgets
// call differently from the spec: each substitution is a row of it, naming
// what the code really calls (held to the route map), and the ones a row
// cannot explain (a route not served, the spec's params the meal box sends,
// the card page's provider choice) have their paragraph under it.
import * as v from "valibot";
import { readFileSync } from "node:fs";
import path from "node:path";
import { routes } from "@/core/rpc/route-map";
import { UPDATE_CART_ADDRESS_URL } from "@/shop/address/api/update-cart-address";

const README = readFileSync(path.resolve(__dirname, "../../README.md"), "utf8");

/** The rows of the table under "The spec's calls": [spec call, what the widgets send, why]. */
function specCallRows(): string[][] {
  const section = README.split(/^## The spec's calls.*$/m)[1]?.split(/^## /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !/^\| -+/.test(line))
    .slice(1) // the header
    .map((line) =>
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim()),
    );
}

function rowOf(specCall: string): string[] | undefined {
  return specCallRows().find(([call]) => call?.includes(specCall));
}

test("should have the table, its rows of three cells", () => {
  const rows = specCallRows();
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) expect(row).toHaveLength(3);
});

test("should say the mini cart's content comes from the JSON cart summary, not Odoo's popover HTML", () => {
  const row = rowOf("`GET /shop/cart?type=popover`");
  expect(row?.[1]).toContain("`/shop/weekbox/cart_summary`");
  expect(Object.keys(routes)).toContain("/shop/weekbox/cart_summary");
});

test("should say the shipping address choice goes to another route, without xhr=1", () => {
  const row = rowOf("Shipping address choice");
  expect(row?.[1]).toContain(`\`POST ${UPDATE_CART_ADDRESS_URL}\``);
  expect(row?.[1]).toContain("no `xhr`");
});

test("should say purchase analytics read the page's embedded data instead of /shop/tracking_last_order", () => {
  const row = rowOf("`/shop/tracking_last_order/`");
  expect(row?.[1]).toBe("not called");
  expect(row?.[2]).toMatch(/order_tracking_info/);
  expect(Object.keys(routes).some((route) => route.includes("tracking_last_order"))).toBe(false);
});

test("should say which Odoo 17 routes serve the live chat's and the newsletter's 12-era calls (§7.5)", () => {
  const served: [string, string[]][] = [
    ["`/mail/chat_history`", ["/discuss/channel/messages"]],
    ["`/mail/chat_post`", ["/mail/message/post"]],
    ["`/mail/mailing/unsubscribe`", ["/mailing/list/update", "/mailing/blocklist/add"]],
  ];
  for (const [specCall, odooRoutes] of served) {
    const row = rowOf(specCall);
    for (const route of odooRoutes) {
      expect(row?.[1]).toContain(route);
      expect(Object.keys(routes)).toContain(route);
    }
  }
  expect(rowOf("`/longpolling/poll`")?.[1]).toContain("`/websocket`");
  expect(rowOf("`/website_mass_mailing/get_content`")?.[1]).toBe("not called");
  expect(
    Object.keys(routes).some((route) => route.includes("longpolling") || route.includes("get_content")),
  ).toBe(false);
});

/** The README's paragraphs under the table, after it: one per substitution that needs more than a row. */
const specCallNotes = (README.split(/^## The spec's calls.*$/m)[1]?.split(/^## /m)[0] ?? "")
  .split("\n")
  .filter((line) => !line.startsWith("|"))
  .join("\n");

test("should say the follow check sends Odoo 17's records shape, and that the spec's {model, res_id} is answered too (§7.1)", () => {
  const row = rowOf("`/website_mail/is_follower`");
  expect(row?.[1]).toContain("`records: {model: [ids]}`");
  expect(row?.[2]).toContain("`{model, res_id}`");
  expect(row?.[2]).toContain("`{is_user, email, is_follower}`");
  const params = routes["/website_mail/is_follower"].params;
  expect(v.safeParse(params, { records: { "product.template": [7] } }).success).toBe(true);
  expect(v.safeParse(params, { model: "product.template", res_id: 7 }).success).toBe(true);
});

test("should say /website/multi_render (§7.1) is neither called nor served, and why", () => {
  expect(rowOf("`/website/multi_render`")?.[1]).toBe("not called, not served");
  expect(Object.keys(routes).some((route) => route.includes("multi_render"))).toBe(false);
  expect(specCallNotes).toMatch(/^- `\/website\/multi_render` \(ids or xml ids → HTML\) had one caller/m);
  expect(specCallNotes).toContain("`data-oe-call`");
});

test("should say the meal box sends the spec's informational params: meal_id, pricelist_price and is_ship (§7.3)", () => {
  const load = rowOf("`/load/mealbox`");
  for (const param of ["`meal_id`", "`pricelist_price`"]) expect(load?.[1]).toContain(param);
  expect(
    v.safeParse(routes["/load/mealbox"].params, {
      meal: 3,
      people: 2,
      order_id: 0,
      meal_id: 57,
      pricelist_price: 41.5,
    }).success,
  ).toBe(true);
  expect(rowOf("`/mealbox/checkout`")?.[1]).toContain("`is_ship`");
  expect(specCallNotes).toMatch(/^- `\/load\/mealbox`'s `meal_id` and `pricelist_price` /m);
  expect(specCallNotes).toMatch(/^- `\/mealbox\/checkout`'s `is_ship` is 1 /m);
});

test("should say how the card page chooses the provider in place of the spec's pm_acquirer_id drop-down (§2.8)", () => {
  expect(rowOf("`pm_acquirer_id`")?.[1]).toMatch(/^no drop-down/);
  expect(specCallNotes).toMatch(
    /^- The card entry page's `pm_acquirer_id` drop-down \(§2\.8\) is the payment form's/m,
  );
  // The meal box leaves the choice to that page: /add/details sends acquirer_id 0.
  expect(rowOf("`/add/details`")?.[1]).toContain("`acquirer_id` (0: chosen on Odoo's payment page)");
  expect(
    v.safeParse(routes["/add/details"].params, {
      delivery_date: "2026-12-01",
      order_id: 1,
      delivery_type: "delivery",
      acquirer_id: 0,
      is_individual: 0,
    }).success,
  ).toBe(true);
});

test("should say which routes serve the survey's, the results filters' and the link tracker's calls (§7.5)", () => {
  const survey = rowOf("Survey: `GET {prefill_url}`");
  for (const route of ["/survey/weekbox/begin", "/survey/weekbox/submit"]) {
    expect(survey?.[1]).toContain(`\`${route}\``);
    expect(Object.keys(routes)).toContain(route);
  }
  expect(survey?.[1]).toContain("5 s time-out");
  const filters = rowOf("Survey results filters");
  expect(filters?.[1]).toContain("`?{row_id},{answer_id}`");
  expect(filters?.[2]).toContain("`filters=A,row,answer\\|L,0,line`");
  const links = rowOf("`/website_links/new`");
  for (const route of ["/website_links/new", "/website_links/add_code", "/website_links/recent_links"]) {
    expect(links?.[0]).toContain(`\`${route}\``);
    expect(Object.keys(routes)).toContain(route);
  }
  const utm = rowOf("`search_read` / `create` on campaign, medium, source");
  for (const route of ["/website_links/weekbox/utm_search", "/website_links/weekbox/utm_create"]) {
    expect(utm?.[1]).toContain(`\`${route}\``);
    expect(Object.keys(routes)).toContain(route);
  }
  expect(rowOf("`search_count`, `read_group` on link clicks")?.[1]).toBe("not called");
});

test("should have a row for each of the live chat's and the newsletter's calls the spec lists (§7.5)", () => {
  const calls = [
    "`/im_livechat/init`",
    "`/im_livechat/get_session`",
    "`/im_livechat/history`, `/im_livechat/feedback`",
    "`/website_mass_mailing/is_subscriber`",
    "`/website_mass_mailing/subscribe`",
  ];
  for (const call of calls) expect([call, rowOf(call)?.length]).toEqual([call, 3]);
  for (const route of [
    "/im_livechat/init",
    "/im_livechat/get_session",
    "/im_livechat/history",
    "/im_livechat/feedback",
    "/website_mass_mailing/is_subscriber",
    "/website_mass_mailing/subscribe",
  ])
    expect(Object.keys(routes)).toContain(route);
});
