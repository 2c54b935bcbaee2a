// The cart page as rendered: lines, alerts, totals and checkout (spec §2.5, §4.2, §8.2).
import { act, screen, within } from "@testing-library/react";
import {
  getCartQuantity,
  getCartSummary,
  publishCartQuantity,
  publishCartSummary,
} from "@/shop/shared/shop-cart-store";
import { odooResult } from "@/core/testing/fake-odoo-fetch";
import widget from "../shop-cart-widget";
import {
  BREAD,
  cartLine,
  cartOf,
  createFakeShop,
  PROPS,
  renderCart,
  settle,
  SOUP,
  UPDATE_ROUTE,
  withCartPage,
  wait,
} from "./cart-test-kit";

withCartPage();

const checkout = () => screen.getByRole("link", { name: "Checkout" });

test("should check its props", () => {
  expect(widget.props.safeParse({ ...PROPS, cart: { cart_quantity: "3" } }).success).toBe(false);
  expect(widget.props.safeParse({ ...PROPS, cart: cartOf([SOUP]) }).success).toBe(true);
});

test("should show the page's cart without a call and share it with the page's other islands", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  renderCart(shop);
  await settle();

  expect(shop.odoo.calls).toHaveLength(0);
  expect(screen.getByRole("link", { name: "Pumpkin soup" })).toHaveAttribute("href", "/shop/product-1");
  expect(screen.getByTestId("amount-total")).toHaveTextContent("14.00 €");
  expect(checkout()).toHaveAttribute("href", "/shop/checkout?express=1");
  expect(checkout()).toHaveClass("o_no_wait_lazy_js");
  expect(checkout()).not.toHaveAttribute("aria-disabled");
  expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/shop");
  expect(getCartQuantity()).toBe(3);
  expect(getCartSummary()?.lines).toHaveLength(2);
});

test("should show each line's details as the server gives them", () => {
  const lines = [
    cartLine({
      id: 1,
      name: "Gift box",
      description: "Red ribbon\nCard: Happy birthday",
      price_unit: 20,
      list_price_unit: 25,
    }),
    cartLine({ id: 2, name: "Gift wrap", linked_line_id: 1, price_unit: 2, list_price_unit: 2.01 }),
    cartLine({ id: 3, name: "Free delivery", url: null, editable: false, removable: false, price_unit: 0 }),
    cartLine({ id: 4, name: "Chocolate", warning: "Only 2 left in stock." }),
  ];
  renderCart(createFakeShop(cartOf(lines)));

  const list = screen.getByRole("list", { name: "Products in your cart" });
  expect(within(list).getByText(/Red ribbon/)).toHaveTextContent("Red ribbon Card: Happy birthday");
  // Struck through only when the list price exceeds the price by more than 0.01.
  const giftBox = list.querySelector('[data-line-id="1"]') as HTMLElement;
  expect(giftBox.querySelector("del")).toHaveTextContent("25.00 €");
  const wrap = list.querySelector('[data-line-id="2"]') as HTMLElement;
  expect(wrap.querySelector("del")).toBeNull();
  // An optional product sits under its main line.
  const options = screen.getByRole("list", { name: "Options of Gift box" });
  expect(within(options).getByText("Gift wrap")).toBeInTheDocument();
  expect(wrap).toHaveAttribute("data-option");
  // A fixed line: plain name, plain quantity, no removal.
  const fixed = list.querySelector('[data-line-id="3"]') as HTMLElement;
  expect(within(fixed).queryByRole("link")).toBeNull();
  expect(within(fixed).queryByRole("textbox")).toBeNull();
  expect(within(fixed).queryByRole("button")).toBeNull();
  expect(fixed).toHaveTextContent("Quantity: 1");
  expect(screen.getByText("Only 2 left in stock.")).toBeInTheDocument();
});

test("should show names and warnings as text, never as HTML", () => {
  const line = cartLine({ id: 1, name: "<b>x</b>", description: "<img src=x onerror=alert(1)>" });
  renderCart(createFakeShop(cartOf([line], { warning: "<i>careful</i>" })));

  expect(screen.getByRole("link", { name: "<b>x</b>" })).toBeInTheDocument();
  expect(screen.getByRole("alert")).toHaveTextContent("<i>careful</i>");
  expect(
    document.querySelector(
      ".weekbox-shop-cart b, .weekbox-shop-cart i:not(.fa), .weekbox-shop-cart img[src='x']",
    ),
  ).toBeNull();
});

test("should show the server's warning in a red alert at the top that can be dismissed, and an answer's one", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD], { warning: "Some products are no longer available." }));
  const { user } = renderCart(shop);

  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent("Some products are no longer available.");
  expect(alert).toHaveAttribute("data-tone", "error");
  await user.click(within(alert).getByRole("button", { name: "Dismiss" }));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();

  shop.on(UPDATE_ROUTE, () =>
    odooResult({
      quantity: 2,
      notification_info: { warning: "You ask for 9 but only 2 are available." },
      weekbox_cart: shop.cart(),
    }),
  );
  await user.click(screen.getByRole("button", { name: "Increase the quantity of Pumpkin soup" }));
  await wait(500);
  expect(screen.getByRole("alert")).toHaveTextContent("You ask for 9 but only 2 are available.");
});

test("should update the totals from each answer, with the delivery when there is some", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const { user } = renderCart(shop);
  expect(screen.queryByTestId("amount-delivery")).toBeNull();

  shop.on(UPDATE_ROUTE, () =>
    odooResult({
      quantity: 3,
      weekbox_cart: cartOf([{ ...SOUP, quantity: 3, price_total: 15 }, BREAD], {
        amount_untaxed: 17.52,
        amount_tax: 3.68,
        amount_total: 21.2,
        amount_discount: -2.5,
        amount_delivery: 1.02,
      }),
    }),
  );
  await user.click(screen.getByRole("button", { name: "Increase the quantity of Pumpkin soup" }));
  await wait(500);
  expect(screen.getByTestId("amount-untaxed")).toHaveTextContent("17.52 €");
  expect(screen.getByTestId("amount-tax")).toHaveTextContent("3.68 €");
  // A discount is a line of the cart, already in the subtotal: no row of its own.
  expect(screen.queryByText("Discount")).toBeNull();
  expect(screen.getByTestId("amount-delivery")).toHaveTextContent("1.02 €");
  expect(screen.getByTestId("amount-total")).toHaveTextContent("21.20 €");
  expect(getCartQuantity()).toBe(4);
});

test("should show the totals busy and hold checkout while an edit is not saved", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const held = shop.hold(UPDATE_ROUTE);
  const { user } = renderCart(shop);
  const totals = screen.getByTestId("cart-totals");
  expect(totals).toHaveAttribute("aria-busy", "false");

  await user.click(screen.getByRole("button", { name: "Increase the quantity of Pumpkin soup" }));
  // Waiting for its debounce already: checking out now would lose the edit.
  expect(checkout()).toHaveAttribute("aria-disabled", "true");
  await wait(500);
  expect(held.held()).toBe(1);
  expect(totals).toHaveAttribute("aria-busy", "true");
  expect(checkout()).toHaveAttribute("aria-disabled", "true");
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  act(() => void checkout().dispatchEvent(click));
  expect(click.defaultPrevented).toBe(true);

  held.release();
  await settle();
  expect(totals).toHaveAttribute("aria-busy", "false");
  expect(checkout()).not.toHaveAttribute("aria-disabled");
});

test("should hold checkout while the cart cannot go to checkout", () => {
  renderCart(createFakeShop(cartOf([SOUP], { can_checkout: false })));
  expect(checkout()).toHaveAttribute("aria-disabled", "true");
});

test("should say the cart is empty, with a way back to the shop and no checkout", () => {
  renderCart(createFakeShop(cartOf([])));
  expect(screen.getByText("Your cart is empty!")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/shop");
  expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
  expect(screen.queryByRole("textbox", { name: "Promo code" })).not.toBeInTheDocument();
});

test("should hide checkout while the cart holds nothing to count", () => {
  const reward = cartLine({ id: 9, name: "Welcome gift", quantity: 0, editable: false, removable: false });
  renderCart(createFakeShop(cartOf([reward], { cart_quantity: 0 })));
  expect(screen.getByText("Welcome gift")).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
});

test("should follow a cart another island of the page publishes", async () => {
  renderCart(createFakeShop(cartOf([SOUP, BREAD])));
  await settle();
  act(() => publishCartSummary(cartOf([SOUP, BREAD, cartLine({ id: 5, name: "Butter" })])));
  expect(screen.getByText("Butter")).toBeInTheDocument();
  // A counter from Odoo's own code drops the store's summary: the page keeps its last cart.
  act(() => publishCartQuantity(9));
  expect(screen.getByText("Butter")).toBeInTheDocument();
});
