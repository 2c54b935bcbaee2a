// The rules of a line's quantity (spec §5.2, §9.2): debounced 500 ms per line,
// a non-numeric value counts as 1, clamped to the stock, corrected by the
// server once, a newer edit wins over an older one, and removal.
import { screen, within } from "@testing-library/react";
import { getCartQuantity } from "@/shop/shared/shop-cart-store";
import { odooError } from "@/core/testing/fake-odoo-fetch";
import {
  BREAD,
  cartLine,
  cartOf,
  createFakeShop,
  renderCart,
  settle,
  SOUP,
  UPDATE_ROUTE,
  withCartPage,
  wait,
} from "./cart-test-kit";

withCartPage();

const quantityOf = (name: string) => screen.getByRole("textbox", { name: `Quantity of ${name}` });

test("should send a typed quantity once, 500 ms after the last key and not before", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const { user } = renderCart(shop);

  await user.clear(quantityOf("Pumpkin soup"));
  await user.type(quantityOf("Pumpkin soup"), "4");
  await wait(499);
  expect(shop.params(UPDATE_ROUTE)).toEqual([]);
  await wait(1);
  expect(shop.params(UPDATE_ROUTE)).toEqual([
    { product_id: 101, line_id: 1, set_qty: 4, display: false, weekbox_cart: true },
  ]);
  await wait(2000);
  expect(shop.params(UPDATE_ROUTE)).toHaveLength(1);
  expect(quantityOf("Pumpkin soup")).toHaveValue("4");
});

test("should send 1 for a quantity that is not a number", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const { user } = renderCart(shop);

  await user.clear(quantityOf("Pumpkin soup"));
  await user.type(quantityOf("Pumpkin soup"), "abc");
  await wait(500);
  expect(shop.params(UPDATE_ROUTE)).toEqual([expect.objectContaining({ line_id: 1, set_qty: 1 })]);
  expect(quantityOf("Pumpkin soup")).toHaveValue("1");
});

test("should keep a quantity within the line's stock, typed or stepped", async () => {
  const limited = cartLine({ id: 3, name: "Olive oil", quantity: 2, max_quantity: 3 });
  const shop = createFakeShop(cartOf([limited]));
  const { user } = renderCart(shop);
  const increase = screen.getByRole("button", { name: "Increase the quantity of Olive oil" });

  await user.clear(quantityOf("Olive oil"));
  await user.type(quantityOf("Olive oil"), "10");
  await wait(500);
  expect(shop.params(UPDATE_ROUTE)).toEqual([expect.objectContaining({ line_id: 3, set_qty: 3 })]);
  expect(quantityOf("Olive oil")).toHaveValue("3");
  expect(increase).toBeDisabled();

  await user.click(screen.getByRole("button", { name: "Decrease the quantity of Olive oil" }));
  await user.click(increase);
  await user.click(increase);
  await wait(500);
  expect(shop.params(UPDATE_ROUTE).map((p) => p.set_qty)).toEqual([3, 3]);
});

test("should step with − and + and send the last value once", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const { user } = renderCart(shop);
  const increase = screen.getByRole("button", { name: "Increase the quantity of Pumpkin soup" });

  await user.click(increase);
  await wait(300);
  await user.click(increase);
  expect(quantityOf("Pumpkin soup")).toHaveValue("4");
  await wait(499);
  expect(shop.params(UPDATE_ROUTE)).toEqual([]);
  await wait(1);
  expect(shop.params(UPDATE_ROUTE)).toEqual([expect.objectContaining({ line_id: 1, set_qty: 4 })]);
});

test("should show the server's quantity when it kept another one, and send it again exactly once", async () => {
  // A server that never keeps what it is asked: the correction must not loop.
  const shop = createFakeShop(cartOf([SOUP, BREAD]), { served: (_line, asked) => asked - 1 });
  const { user } = renderCart(shop);

  await user.clear(quantityOf("Pumpkin soup"));
  await user.type(quantityOf("Pumpkin soup"), "5");
  await wait(500);
  await wait(5000);
  expect(shop.params(UPDATE_ROUTE).map((p) => p.set_qty)).toEqual([5, 4]);
  expect(quantityOf("Pumpkin soup")).toHaveValue("3");
});

test("should correct the input to the quantity the server kept (stock)", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]), { served: (_line, asked) => Math.min(asked, 3) });
  const { user } = renderCart(shop);

  await user.clear(quantityOf("Pumpkin soup"));
  await user.type(quantityOf("Pumpkin soup"), "9");
  await wait(500);
  expect(shop.params(UPDATE_ROUTE).map((p) => p.set_qty)).toEqual([9, 3]);
  expect(quantityOf("Pumpkin soup")).toHaveValue("3");
  expect(screen.getByTestId("amount-total")).toHaveTextContent("19.00 €");
});

test("should never let an older answer overwrite a newer typed quantity, and skip edits superseded while waiting", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const held = shop.hold(UPDATE_ROUTE);
  const { user } = renderCart(shop);
  const input = quantityOf("Pumpkin soup");

  await user.clear(input);
  await user.type(input, "4");
  await wait(500);
  expect(held.held()).toBe(1);
  // Two more edits while the first is on its way: only the last one will go.
  await user.clear(input);
  await user.type(input, "5");
  await wait(500);
  await user.clear(input);
  await user.type(input, "6");
  await wait(500);
  expect(shop.params(UPDATE_ROUTE).map((p) => p.set_qty)).toEqual([4]);

  held.release();
  await settle();
  // The answer to 4 landed (the totals are the server's), the input keeps what was typed since.
  expect(screen.getByTestId("amount-total")).toHaveTextContent("24.00 €");
  expect(input).toHaveValue("6");
  expect(shop.params(UPDATE_ROUTE).map((p) => p.set_qty)).toEqual([4, 6]);

  held.release();
  await settle();
  expect(input).toHaveValue("6");
  expect(screen.getByTestId("amount-total")).toHaveTextContent("34.00 €");
  expect(shop.params(UPDATE_ROUTE)).toHaveLength(2);
});

test("should remove a line at once, move focus to the next line and say so", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const { user } = renderCart(shop);

  await user.click(screen.getByRole("button", { name: "Remove Pumpkin soup" }));
  await settle();
  expect(shop.params(UPDATE_ROUTE)).toEqual([
    { product_id: 101, line_id: 1, set_qty: 0, display: false, weekbox_cart: true },
  ]);
  expect(screen.queryByText("Pumpkin soup")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Remove Sourdough bread" })).toHaveFocus();
  expect(screen.getByTestId("cart-announcer")).toHaveTextContent("Pumpkin soup was removed from your cart.");
  expect(screen.getByTestId("amount-total")).toHaveTextContent("4.00 €");
  expect(getCartQuantity()).toBe(1);

  await user.click(screen.getByRole("button", { name: "Remove Sourdough bread" }));
  await settle();
  expect(screen.getByText("Your cart is empty!")).toHaveFocus();
  expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
});

test("should drop a line's waiting edit when it is removed", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const { user } = renderCart(shop);

  await user.clear(quantityOf("Pumpkin soup"));
  await user.type(quantityOf("Pumpkin soup"), "4");
  await user.click(screen.getByRole("button", { name: "Remove Pumpkin soup" }));
  await wait(1000);
  expect(shop.params(UPDATE_ROUTE).map((p) => p.set_qty)).toEqual([0]);
});

test("should say a failed edit kindly and put back the server's quantity", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  shop.on(UPDATE_ROUTE, () =>
    odooError({ name: "builtins.KeyError", message: "boom", debug: "Traceback (most recent call last): …" }),
  );
  const { user } = renderCart(shop);

  await user.clear(quantityOf("Pumpkin soup"));
  await user.type(quantityOf("Pumpkin soup"), "4");
  await wait(500);
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent("Something went wrong. Please try again.");
  expect(alert).not.toHaveTextContent(/Traceback|boom/);
  expect(quantityOf("Pumpkin soup")).toHaveValue("2");

  await user.click(within(alert).getByRole("button", { name: "Dismiss" }));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("should fetch what the call needs as the visitor types, not once the debounce is over", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const prepare = jest.spyOn(shop.client, "prepare");
  const { user } = renderCart(shop);

  await user.clear(quantityOf("Pumpkin soup"));
  // The first key: the client's code and the route's schemas are on their way during the 500 ms.
  expect(prepare).toHaveBeenCalledWith(UPDATE_ROUTE);
  expect(shop.params(UPDATE_ROUTE)).toEqual([]);
  await user.type(quantityOf("Pumpkin soup"), "4");
  await wait(500);
  expect(shop.params(UPDATE_ROUTE)).toEqual([expect.objectContaining({ line_id: 1, set_qty: 4 })]);
});
