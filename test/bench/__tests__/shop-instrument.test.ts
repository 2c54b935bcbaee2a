// The script the shop section puts in every page before the page's own
// (shop-browser.ts INSTRUMENT), in jsdom: what it logs and when it notes
// Odoo's public root and our widgets as started.
import { INSTRUMENT } from "../shop-browser";

type Bench = {
  rpcs: { route: string; at: number }[];
  mountedAt: number | null;
  odooRootAt: number | null;
};
const bench = () => (window as unknown as { __shopBench: Bench }).__shopBench;
const globalEval = (code: string) => (0, eval)(code) as unknown;

const sentXhr = jest.fn();
const fetched = jest.fn(async () => new Response("{}"));

beforeAll(() => {
  XMLHttpRequest.prototype.send = sentXhr;
  window.fetch = fetched as unknown as typeof fetch;
  document.body.innerHTML = '<div data-widget="a"></div><div data-widget="b"></div>';
  globalEval(INSTRUMENT);
  globalEval(INSTRUMENT); // a second run (another script of the page) changes nothing
});

test("should log the POSTs of fetch and XHR by path, and still send them", async () => {
  await fetch("/shop/cart/update_json?x=1", { method: "POST", body: "{}" });
  await fetch("/web/image/1");
  const xhr = new XMLHttpRequest();
  xhr.open("POST", "/website_sale/get_combination_info");
  xhr.send("{}");
  expect(bench().rpcs.map((rpc) => rpc.route)).toEqual([
    "/shop/cart/update_json",
    "/website_sale/get_combination_info",
  ]);
  expect(fetched).toHaveBeenCalledTimes(2);
  expect(sentXhr).toHaveBeenCalledWith("{}");
});

test("should note when Odoo's page script sets up odoo and its public root starts", () => {
  // web.layout's inline script, then public_root.js's last line.
  globalEval('var odoo = { csrf_token: "t", debug: "" };');
  expect(bench().odooRootAt).toBeNull();
  globalEval("odoo.__WOWL_DEBUG__ = { root: {} };");
  expect(bench().odooRootAt).toEqual(expect.any(Number));
  expect((window as unknown as { odoo: { csrf_token: string } }).odoo.csrf_token).toBe("t");
});

test("should note when every [data-widget] is mounted, not before", async () => {
  const [a, b] = Array.from(document.querySelectorAll("[data-widget]"));
  a!.setAttribute("data-widget-state", "mounted");
  b!.setAttribute("data-widget-state", "loading");
  await Promise.resolve();
  expect(bench().mountedAt).toBeNull();
  b!.setAttribute("data-widget-state", "mounted");
  await Promise.resolve();
  expect(bench().mountedAt).toEqual(expect.any(Number));
});
