import { screen, waitFor } from "@testing-library/react";
import { odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { isDiscounted } from "@/shop/shared/is-discounted";
import { combinationInfo, fakeShopServer, renderProduct, resetPageStore } from "./shop-product-test-kit";

let odoo: FakeOdoo;

beforeEach(() => {
  odoo = fakeShopServer();
});

afterEach(resetPageStore);

test("should strike the list price through when it is more than 0.01 above the price", async () => {
  odoo.on("/website_sale/get_combination_info", () =>
    odooResult(combinationInfo({ price: 10, list_price: 10.02 })),
  );
  renderProduct(odoo, { price: 10, listPrice: 10 });
  expect(await screen.findByTestId("product-list-price")).toHaveTextContent(/10\.02\s€/);
  expect(screen.getByTestId("product-price")).toHaveTextContent(/^10\.00\s€$/);
});

test("should not strike a list price exactly 0.01 above the price", async () => {
  odoo.on("/website_sale/get_combination_info", () =>
    odooResult(combinationInfo({ price: 1, list_price: 1.01 })),
  );
  renderProduct(odoo, { price: 1, listPrice: 1.01 });
  await waitFor(() => expect(screen.getByTestId("product-price")).toHaveTextContent(/^1\.00\s€$/));
  expect(screen.queryByTestId("product-list-price")).toBeNull();
  expect(isDiscounted(10, 10.01)).toBe(false);
  expect(isDiscounted(1, 1.01)).toBe(false);
  expect(isDiscounted(1, 1.02)).toBe(true);
});

test("should strike the comparison price instead of the list price when the website shows one", async () => {
  odoo.on("/website_sale/get_combination_info", () =>
    odooResult(combinationInfo({ price: 10, list_price: 10, compare_list_price: 12.5 })),
  );
  renderProduct(odoo, { price: 10, listPrice: 12.5 });
  expect(await screen.findByTestId("product-list-price")).toHaveTextContent(/12\.50\s€/);
});

test("should offer a contact link instead of add to cart when the product may not be sold at 0", async () => {
  odoo.on("/website_sale/get_combination_info", () =>
    odooResult(combinationInfo({ price: 0, list_price: 0, prevent_zero_price_sale: true })),
  );
  renderProduct(odoo, { preventZeroPriceSale: true, price: 0, listPrice: 0, contactUsUrl: "/contactus" });
  expect(screen.queryByRole("button", { name: "Add to cart" })).toBeNull();
  expect(screen.queryByRole("textbox", { name: "Quantity" })).toBeNull();
  expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contactus");
  await waitFor(() => expect(screen.getByRole("link", { name: "Contact us" })).toBeInTheDocument());
});
