import { screen, waitFor } from "@testing-library/react";
import type { FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import {
  callsTo,
  fakeShopServer,
  paramsOf,
  pause,
  renderProduct,
  resetPageStore,
} from "./shop-product-test-kit";

let odoo: FakeOdoo;

beforeEach(() => {
  odoo = fakeShopServer();
});

afterEach(resetPageStore);

const field = () => screen.getByRole("textbox", { name: "Quantity" });
const increase = () => screen.getByRole("button", { name: "Increase Quantity" });
const decrease = () => screen.getByRole("button", { name: "Decrease Quantity" });

test("should keep − and + within the page's minimum and maximum", async () => {
  const { user } = renderProduct(odoo, { minQuantity: 1, maxQuantity: 3 });
  expect(field()).toHaveValue("1");
  expect(decrease()).toBeDisabled();
  await user.click(increase());
  await user.click(increase());
  expect(field()).toHaveValue("3");
  expect(increase()).toBeDisabled();
  await user.click(decrease());
  await user.click(decrease());
  expect(field()).toHaveValue("1");
  expect(decrease()).toBeDisabled();
});

test("should clamp a typed quantity to the bounds", async () => {
  const { user } = renderProduct(odoo, { minQuantity: 2, maxQuantity: 5 });
  expect(field()).toHaveValue("2");
  await user.clear(field());
  await user.type(field(), "40{Enter}");
  expect(field()).toHaveValue("5");
  await user.clear(field());
  await user.type(field(), "0");
  await user.tab();
  expect(field()).toHaveValue("2");
});

test("should have no upper bound when the page sets none, and 0 as the lowest when it says so", async () => {
  const { user } = renderProduct(odoo, { minQuantity: 0, maxQuantity: null });
  await user.clear(field());
  await user.type(field(), "250{Enter}");
  expect(field()).toHaveValue("250");
  await user.clear(field());
  await user.type(field(), "0{Enter}");
  expect(field()).toHaveValue("0");
  expect(screen.getByRole("button", { name: "Add to cart" })).toBeDisabled();
});

test("should hide the quantity when the page does not show it, and add one", async () => {
  const { user } = renderProduct(odoo, { showQuantity: false });
  expect(screen.queryByRole("textbox", { name: "Quantity" })).toBeNull();
  await waitFor(() => expect(screen.getByRole("button", { name: "Add to cart" })).toBeEnabled());
  await user.click(screen.getByRole("button", { name: "Add to cart" }));
  await waitFor(() => expect(callsTo(odoo, "/shop/cart/update_json")).toHaveLength(1));
  expect(paramsOf(odoo, "/shop/cart/update_json")[0]).toMatchObject({ add_qty: 1 });
});

test("should ask the unit price once when only the quantity changes", async () => {
  const { user } = renderProduct(odoo);
  await waitFor(() => expect(callsTo(odoo, "/website_sale/get_combination_info")).toHaveLength(1));
  await user.click(increase());
  await waitFor(() => expect(callsTo(odoo, "/shop/get_unit_price")).toHaveLength(1));
  expect(paramsOf(odoo, "/shop/get_unit_price")[0]).toEqual({ product_ids: [100], add_qty: 2 });
  await waitFor(() => expect(screen.getByTestId("product-price")).toHaveTextContent(/^19\.00\s€$/));
  // The list price (20) is now above the price: struck through.
  expect(screen.getByTestId("product-list-price")).toHaveTextContent(/20\.00\s€/);
  await pause(300);
  expect(callsTo(odoo, "/shop/get_unit_price")).toHaveLength(1);
  expect(callsTo(odoo, "/website_sale/get_combination_info")).toHaveLength(1);

  // Back to the quantity the combination was priced for: its own price, nothing asked.
  await user.click(decrease());
  await waitFor(() => expect(screen.getByTestId("product-price")).toHaveTextContent(/^20\.00\s€$/));
  await pause(300);
  expect(callsTo(odoo, "/shop/get_unit_price")).toHaveLength(1);
});

test("should ask about a new combination for the quantity chosen", async () => {
  const { user } = renderProduct(odoo);
  await user.click(increase());
  await user.click(increase());
  await user.click(screen.getByRole("radio", { name: "Gloss" }));
  await waitFor(() => expect(callsTo(odoo, "/website_sale/get_combination_info")).toHaveLength(2));
  expect(paramsOf(odoo, "/website_sale/get_combination_info")[1]).toMatchObject({ add_qty: 3 });
});
