import { screen, within } from "@testing-library/react";
import { odooError } from "@/core/testing/fake-odoo-fetch";
import {
  BREAD,
  cartOf,
  createFakeShop,
  PROMO_ROUTE,
  renderCart,
  settle,
  SOUP,
  withCartPage,
} from "./cart-test-kit";

withCartPage();

const field = () => screen.getByRole("textbox", { name: "Promo code" });
const apply = () => screen.getByRole("button", { name: "Apply" });

test("should apply a valid code: one call, the server's message, the new totals and the code listed", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]), { promoCodes: { SPRING: 4 } });
  const { user } = renderCart(shop);
  const form = field().closest("form");
  expect(form).toHaveClass("o_no_wait_lazy_js");
  expect(apply()).toHaveClass("o_no_wait_lazy_js");

  await user.type(field(), " SPRING ");
  await user.click(apply());
  await settle();
  expect(shop.params(PROMO_ROUTE)).toEqual([{ code: "SPRING" }]);
  expect(screen.getByRole("status")).toHaveTextContent("Your discount is applied.");
  // The discount is a line of the cart, in the subtotal (as Odoo 17's cart): the rows add up.
  const lines = screen.getByRole("list", { name: "Products in your cart" });
  expect(within(lines).getAllByRole("listitem").at(-1)).toHaveTextContent(/Discount SPRING.*-4\.00 €/);
  expect(screen.queryByText("Discount", { exact: true })).toBeNull();
  expect(screen.getByTestId("amount-untaxed")).toHaveTextContent("10.00 €");
  expect(screen.getByTestId("amount-total")).toHaveTextContent("10.00 €");
  const applied = screen.getByRole("list", { name: "Applied promo codes:" });
  expect(
    within(applied)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["SPRING"]);
  expect(field()).toHaveValue("");
});

test("should show a refused code's reason as the field's error and keep the code", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const { user } = renderCart(shop);

  await user.type(field(), "NOPE");
  await user.keyboard("{Enter}");
  await settle();
  expect(shop.params(PROMO_ROUTE)).toEqual([{ code: "NOPE" }]);
  expect(field()).toHaveAttribute("aria-invalid", "true");
  expect(field()).toHaveAccessibleDescription('The code "NOPE" is not valid.');
  expect(field()).toHaveValue("NOPE");
  expect(screen.getByTestId("amount-total")).toHaveTextContent("14.00 €");
});

test("should ask for a code without calling the server when none is typed", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const { user } = renderCart(shop);

  await user.type(field(), "   ");
  await user.click(apply());
  await settle();
  expect(shop.odoo.calls).toHaveLength(0);
  expect(field()).toHaveAttribute("aria-invalid", "true");
  expect(field()).toHaveAccessibleDescription("Please enter a promo code.");
});

test("should say a failed call kindly and keep the code", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  shop.on(PROMO_ROUTE, () => odooError({ name: "builtins.ValueError", message: "boom", debug: "Traceback" }));
  const { user } = renderCart(shop);

  await user.type(field(), "SPRING");
  await user.click(apply());
  await settle();
  expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  expect(field()).toHaveValue("SPRING");
});

test("should not show the promo form when the page turns it off", () => {
  renderCart(createFakeShop(cartOf([SOUP])), { showPromo: false });
  expect(screen.queryByRole("textbox", { name: "Promo code" })).not.toBeInTheDocument();
});
