// The home page gives /our/menu's answer with its HTML (website_sale_mealbox.our_menu_prerender):
// the widget's `prepare` (core/data/prime-page-answers.ts) reads it, so the first render shows the
// dishes the server's HTML shows, without a loading state and without asking again.
import { render, screen } from "@testing-library/react";
import { createFakeOdoo, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import ourMenuWidget from "../our-menu-widget";
import { menuDish } from "./menu-dish";

let odoo: FakeOdoo;
const realFetch = globalThis.fetch;

const ANSWER = { front_products: [menuDish(1), menuDish(2)], categ_list: [{ id: 14, name: "Meat" }] };

/** A mount point holding the server's menu and its answer, as the home page's script leaves it. */
function mountPoint(answer: string): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute("data-widget", "our-menu");
  element.innerHTML =
    `<div class="weekbox-our-menu weekbox-our-menu-prerendered"><p>Dish 1</p></div>` +
    `<script type="application/json" data-weekbox-answer="/our/menu" data-params="{}">${answer}</script>`;
  document.body.append(element);
  return element;
}

beforeEach(() => {
  odoo = createFakeOdoo({ "/our/menu": () => odooResult({ ...ANSWER, front_products: [menuDish(3)] }) });
  globalThis.fetch = odoo.fetch;
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  document.body.innerHTML = "";
  // @ts-expect-error jsdom has no matchMedia of its own
  delete window.matchMedia;
});

test("should render the page's dishes at its first render, without asking", async () => {
  const element = mountPoint(JSON.stringify(ANSWER));
  await ourMenuWidget.prepare!(element);

  render(<ourMenuWidget.Component />);

  // No loading state: the dishes are there at once.
  expect(screen.getByRole("heading", { name: "Dish 1" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Dish 2" })).toBeInTheDocument();
  expect(screen.queryByText("Loading this week's dishes…")).toBeNull();
  expect(odoo.calls).toHaveLength(0);
});

test("should ask the server when the page's answer does not match the route's schema", async () => {
  const element = mountPoint(JSON.stringify({ front_products: [{ name: "no id" }] }));
  await ourMenuWidget.prepare!(element);

  render(<ourMenuWidget.Component />);

  expect(screen.getByText("Loading this week's dishes…")).toBeInTheDocument();
  expect(await screen.findByRole("heading", { name: "Dish 3" })).toBeInTheDocument();
  expect(odoo.calls.map((call) => call.url.pathname)).toEqual(["/our/menu"]);
});
