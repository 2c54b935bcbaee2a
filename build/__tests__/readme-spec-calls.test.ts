// The README's table of the spec's calls (§7.2, §7.3) says where the widgets
// call differently from the spec: each substitution of the generic shop is a
// row of it, naming what the code really calls.
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
