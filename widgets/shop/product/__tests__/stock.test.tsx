import { screen, waitFor } from "@testing-library/react";
import { odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import type { CombinationInfo } from "../types/shop-product-types";
import {
  combinationInfo,
  fakeShopServer,
  renderProduct,
  resetPageStore,
  stock,
  type CombinationParams,
} from "./shop-product-test-kit";

let odoo: FakeOdoo;

beforeEach(() => {
  odoo = fakeShopServer();
});

afterEach(resetPageStore);

function answer(info: Partial<CombinationInfo>) {
  odoo.on("/website_sale/get_combination_info", () => odooResult(combinationInfo({ ...stock(), ...info })));
}

const field = () => screen.getByRole("textbox", { name: "Quantity" });
const addButton = () => screen.getByRole("button", { name: "Add to cart" });

test("should leave free quantity less the cart's to add, and set a larger quantity to it", async () => {
  answer({ free_qty: 5, cart_qty: 3, available_threshold: 1 });
  const { user } = renderProduct(odoo);
  await screen.findByText("2 Units in stock");
  await user.clear(field());
  await user.type(field(), "4{Enter}");
  expect(field()).toHaveValue("2");
  expect(screen.getByRole("button", { name: "Increase Quantity" })).toBeDisabled();
  expect(addButton()).toBeEnabled();
  expect(screen.getByText("You already added 3 Units in your cart.")).toBeInTheDocument();
});

test("should lower the quantity asked when the chosen variant has less left", async () => {
  odoo.on("/website_sale/get_combination_info", ({ params }) => {
    const { combination } = params as CombinationParams;
    const isGloss = combination.includes(42);
    return odooResult(
      combinationInfo({ ...stock({ free_qty: isGloss ? 5 : 100, cart_qty: isGloss ? 3 : 0 }) }),
    );
  });
  const { user } = renderProduct(odoo);
  await screen.findByText("100 Units in stock");
  await user.clear(field());
  await user.type(field(), "4{Enter}");
  expect(field()).toHaveValue("4");
  await user.click(screen.getByRole("radio", { name: "Gloss" }));
  await waitFor(() => expect(field()).toHaveValue("2"));
});

test("should disable add to cart when the cart holds all there is, and say so", async () => {
  answer({ free_qty: 3, cart_qty: 3 });
  renderProduct(odoo);
  expect(
    await screen.findByText("You already added all the available product in your cart."),
  ).toBeInTheDocument();
  expect(addButton()).toBeDisabled();
  expect(field()).toHaveValue("1");
});

test("should say a product is out of stock, or what its own message says", async () => {
  answer({ free_qty: 0, cart_qty: 0 });
  const { unmount } = renderProduct(odoo);
  expect(await screen.findByText("Out of Stock")).toBeInTheDocument();
  await waitFor(() => expect(addButton()).toBeDisabled());
  unmount();

  answer({ free_qty: 0, cart_qty: 0, weekbox_out_of_stock_message: "Back in March." });
  renderProduct(odoo);
  expect(await screen.findByText("Back in March.")).toBeInTheDocument();
  expect(screen.queryByText("Out of Stock")).toBeNull();
  expect(addButton()).toBeDisabled();
});

test("should warn when what is left is at or under the threshold", async () => {
  answer({ free_qty: 5, cart_qty: 0, available_threshold: 5 });
  renderProduct(odoo);
  expect(await screen.findByText("Only 5 Units left in stock.")).toBeInTheDocument();
});

test("should say nothing of stock when the website does not show availability", async () => {
  answer({ free_qty: 4, cart_qty: 0, show_availability: false });
  renderProduct(odoo);
  await waitFor(() => expect(addButton()).toBeEnabled());
  expect(screen.queryByText(/in stock/)).toBeNull();
});

test("should set no limit for a product that may be ordered out of stock, or is not storable", async () => {
  answer({ free_qty: 0, cart_qty: 2, allow_out_of_stock_order: true });
  const { user, unmount } = renderProduct(odoo);
  await waitFor(() => expect(addButton()).toBeEnabled());
  await user.clear(field());
  await user.type(field(), "9{Enter}");
  expect(field()).toHaveValue("9");
  expect(addButton()).toBeEnabled();
  unmount();

  answer({ product_type: "consu", free_qty: 0, cart_qty: 0 });
  renderProduct(odoo);
  await waitFor(() => expect(addButton()).toBeEnabled());
  expect(screen.queryByText("Out of Stock")).toBeNull();
});
