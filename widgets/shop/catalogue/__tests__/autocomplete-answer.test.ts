import * as v from "valibot";
// Odoo 17's real answer, as the route map reads it: recorded from
// /website/snippet/autocomplete (search_type "all", term "con") on website_sale's demo data.
import { routes } from "@/core/rpc/route-map";

const ODOO_ANSWER = {
  results: [
    {
      _fa: "fa-shopping-cart",
      name: '\n    <span></span><span class="text-primary">Con</span><span>ference Chair</span>',
      default_code: "",
      "product_variant_ids.default_code": "",
      website_url: "/shop/conference-chair-16",
      image_url: "/web/image/product.template/16/image_128",
      description: "",
      detail: '$ <span class="oe_currency_value">33.00</span>',
      detail_strike: "",
    },
    {
      _fa: "fa-file-o",
      name: '\n    <span></span><span class="text-primary">Con</span><span>tact Us</span>',
      website_url: "/contactus",
      description:
        '\n    <span></span><span class="text-primary">Con</span><span>tact us </span><span class="text-primary">Con</span><span>tact us about anything related to our company or...</span>',
    },
    {
      _fa: "fa-shopping-cart",
      name: "Large Meeting Table",
      default_code: "",
      "product_variant_ids.default_code": "",
      website_url: "/shop/furn-6741-large-meeting-table-26",
      image_url: "/web/image/product.template/26/image_128",
      description: '\n    <span></span><span class="text-primary">Con</span><span>ference room table</span>',
      detail: '$ <span class="oe_currency_value">4,000.00</span>',
      detail_strike: "",
    },
    {
      _fa: "fa-file-o",
      name: '\n    <span>Thanks (</span><span class="text-primary">Con</span><span>tact us)</span>',
      website_url: "/contactus-thank-you",
      description: "Thank You! Your message has been sent successfully We will get...",
    },
  ],
  results_count: 4,
  parts: {
    name: true,
    website_url: true,
    description: true,
    default_code: true,
    "product_variant_ids.default_code": true,
    image_url: true,
    detail: true,
    detail_strike: true,
  },
  fuzzy_search: false,
};

test("should read Odoo 17's answer as plain text, the matches marked", () => {
  const answer = v.parse(routes["/website/snippet/autocomplete"].result, ODOO_ANSWER);

  expect(answer.results_count).toBe(4);
  expect(answer.fuzzy_search).toBe(false);
  const [chair, contact, table, thanks] = answer.results;
  expect(chair).toEqual({
    name: {
      text: "Conference Chair",
      parts: [
        { text: "Con", match: true },
        { text: "ference Chair", match: false },
      ],
    },
    website_url: "/shop/conference-chair-16",
    image_url: "/web/image/product.template/16/image_128",
    description: { text: "", parts: [] },
    detail: "$\u00a033.00",
    detail_strike: "",
  });
  expect(contact?.image_url).toBeUndefined();
  expect(contact?.description?.parts).toEqual([
    { text: "Con", match: true },
    { text: "tact us ", match: false },
    { text: "Con", match: true },
    { text: "tact us about anything related to our company or...", match: false },
  ]);
  expect(table?.name).toEqual({
    text: "Large Meeting Table",
    parts: [{ text: "Large Meeting Table", match: false }],
  });
  expect(thanks?.name.text).toBe("Thanks (Contact us)");
  expect(Object.keys(chair!)).not.toContain("default_code");
});

test("should read an answer with nothing found", () => {
  const answer = v.parse(routes["/website/snippet/autocomplete"].result, {
    results: [],
    results_count: 0,
    parts: {},
  });
  expect(answer).toEqual({ results: [], results_count: 0 });
});
