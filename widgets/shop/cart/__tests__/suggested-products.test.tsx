import { screen, within } from "@testing-library/react";
import {
  cartOf,
  createFakeShop,
  renderCart,
  settle,
  SOUP,
  SUGGESTED_JAM,
  UPDATE_ROUTE,
  withCartPage,
} from "./cart-test-kit";

withCartPage();

const suggestions = () => screen.getByRole("region", { name: "Suggested products" });

test("should add a suggested product with one call, the product then in the lines", async () => {
  const shop = createFakeShop(cartOf([SOUP], { suggested: [SUGGESTED_JAM] }));
  const { user } = renderCart(shop);

  const section = suggestions();
  expect(within(section).getByRole("link", { name: "Apricot jam" })).toHaveAttribute(
    "href",
    "/shop/apricot-jam",
  );
  expect(section.querySelector("del")).toHaveTextContent("3.50 €");
  const add = within(section).getByRole("button", { name: "Add to Cart" });
  expect(add).toHaveAccessibleDescription("Apricot jam");
  expect(add).toHaveClass("o_no_wait_lazy_js");

  await user.click(add);
  await settle();
  expect(shop.params(UPDATE_ROUTE)).toEqual([
    { product_id: 301, add_qty: 1, display: false, weekbox_cart: true },
  ]);
  const lines = screen.getByRole("list", { name: "Products in your cart" });
  expect(within(lines).getByText("Apricot jam")).toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Suggested products" })).not.toBeInTheDocument();
  expect(screen.getByTestId("amount-total")).toHaveTextContent("13.00 €");
});

test("should not show suggested products when the page turns them off", () => {
  renderCart(createFakeShop(cartOf([SOUP], { suggested: [SUGGESTED_JAM] })), { showSuggested: false });
  expect(screen.queryByText("Apricot jam")).not.toBeInTheDocument();
});
