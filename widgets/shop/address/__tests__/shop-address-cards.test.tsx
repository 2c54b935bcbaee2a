import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeOdoo, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { ShopAddressCards } from "../components/shop-address-cards";
import type { ShopAddressCardsProps } from "../shop-address-cards-props";

const ANN = { id: 8, name: "Ann Peeters", lines: ["Rue Neuve 1", "1000 Bruxelles", "Belgium"] };
const OFFICE = { id: 21, name: "Ann Peeters, Office", lines: ["Veldstraat 1", "9000 Gent", "Belgium"] };

function cardsProps(overrides: Partial<ShopAddressCardsProps> = {}): ShopAddressCardsProps {
  return {
    mode: "shipping",
    csrfToken: "csrf-from-the-page",
    addresses: [
      { ...ANN, editUrl: null },
      { ...OFFICE, editUrl: "/shop/address?mode=shipping&partner_id=21" },
    ],
    selectedId: ANN.id,
    addUrl: "/shop/address?mode=shipping",
    ...overrides,
  };
}

function renderCards(server: FakeOdoo, props = cardsProps()) {
  jest.spyOn(globalThis, "fetch").mockImplementation(server.fetch);
  const user = userEvent.setup();
  render(<ShopAddressCards {...props} />);
  const posts = () =>
    server.calls.filter((call) => call.url.pathname === "/shop/cart/update_address").map((call) => call.body);
  return { user, posts };
}

afterEach(() => {
  jest.restoreAllMocks();
});

test("should post the chosen card once, with the page's CSRF token, and show it chosen", async () => {
  const server = createFakeOdoo({ "/shop/cart/update_address": () => new Response("", { status: 200 }) });
  const { user, posts } = renderCards(server);
  const group = screen.getByRole("radiogroup", { name: "Shipping address" });
  expect(screen.getByRole("radio", { name: /Rue Neuve 1/ })).toBeChecked();

  await user.click(screen.getByRole("radio", { name: /Veldstraat 1/ }));
  expect(screen.getByRole("radio", { name: /Veldstraat 1/ })).toBeChecked();
  await waitFor(() => expect(group).not.toHaveAttribute("aria-busy"));
  expect(posts()).toEqual([{ csrf_token: "csrf-from-the-page", partner_id: "21", mode: "shipping" }]);
  expect(screen.queryByRole("alert")).toBeNull();
});

test("should give the card back to the cart's address when Odoo refuses the choice", async () => {
  const server = createFakeOdoo({
    "/shop/cart/update_address": () => new Response("Forbidden", { status: 403 }),
  });
  const { user, posts } = renderCards(server);
  await user.click(screen.getByRole("radio", { name: /Veldstraat 1/ }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This address could not be chosen.");
  expect(screen.getByRole("radio", { name: /Rue Neuve 1/ })).toBeChecked();
  expect(posts()).toHaveLength(1);
});

test("should link the cards the customer may edit to /shop/address, and offer a new address", () => {
  const server = createFakeOdoo();
  renderCards(server, cardsProps({ mode: "billing", addUrl: null }));
  expect(screen.getByRole("radiogroup", { name: "Billing address" })).toBeInTheDocument();
  const edits = screen.getAllByRole("link", { name: /^Edit/ });
  expect(edits).toHaveLength(1);
  expect(edits[0]).toHaveAttribute("href", "/shop/address?mode=shipping&partner_id=21");
  expect(edits[0]).toHaveAccessibleName("Edit the address of Ann Peeters, Office");
  expect(screen.queryByRole("link", { name: "Add address" })).toBeNull();
});

test("should offer to add an address", () => {
  renderCards(createFakeOdoo());
  expect(screen.getByRole("link", { name: "Add address" })).toHaveAttribute(
    "href",
    "/shop/address?mode=shipping",
  );
  // Nothing Odoo's websiteSaleCart listens to (website_sale.js: .js_change_billing, .js_change_shipping, .js_edit_address).
  expect(document.querySelector(".js_change_billing, .js_change_shipping, .js_edit_address")).toBeNull();
});
