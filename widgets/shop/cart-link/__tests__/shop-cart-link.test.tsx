// The header's cart link and counter (spec §4.2).
import { act, screen } from "@testing-library/react";
import { publishCartQuantity, publishCartSummary } from "@/shop/shared/shop-cart-store";
import widget from "../shop-cart-link-widget";
import {
  LINK_PROPS,
  renderLink,
  resetCartStore,
  summary,
  THREE_ITEMS,
  withFakeClock,
} from "./cart-link-test-kit";

withFakeClock();
beforeEach(resetCartStore);

const cartLink = () => document.querySelector<HTMLAnchorElement>("[data-weekbox-cart-link]")!;
const badge = () => cartLink().querySelector("sup");

test("should check its props", () => {
  expect(widget.props.safeParse({ ...LINK_PROPS, cartQuantity: "3" }).success).toBe(false);
  expect(widget.props.safeParse(LINK_PROPS).success).toBe(true);
});

test("should render Odoo's header link with its classes, the count in its name and no call", () => {
  const { summaryCalls } = renderLink({
    showText: true,
    iconWrapClass: "o_wsale_icon",
    textClass: "small ms-1",
  });

  const link = screen.getByRole("link", { name: "Cart, 3 items" });
  expect(link).toBe(cartLink());
  expect(link).toHaveAttribute("href", "/shop/cart");
  expect(link).toHaveClass("btn", "position-relative", "rounded-circle", "o_navlink_background");
  const wrap = link.firstElementChild as HTMLElement;
  expect(wrap.tagName).toBe("DIV");
  expect(wrap).toHaveClass("o_wsale_icon");
  expect(wrap.querySelector("i.fa.fa-shopping-cart.fa-stack")).toHaveAttribute("aria-hidden", "true");
  expect(badge()).toHaveClass("badge", "text-bg-primary", "position-absolute", "rounded-pill");
  // Odoo's jQuery writes into .my_cart_quantity: the widget's badge must not be found by it.
  expect(badge()).not.toHaveClass("my_cart_quantity");
  expect(badge()).toHaveTextContent("3");
  expect(link.querySelector("span.small.ms-1")).toHaveTextContent("My Cart");
  expect(screen.getByRole("button", { name: "Show cart summary" })).toHaveClass("o_no_wait_lazy_js");
  expect(summaryCalls()).toBe(0);
});

test("should name a cart of one item and an empty one", () => {
  const { unmount } = renderLink({ cartQuantity: 1, showIcon: false });
  expect(screen.getByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument();
  expect(cartLink().querySelector("i")).toBeNull();
  unmount();
  resetCartStore(); // another page
  renderLink({ cartQuantity: 0 });
  expect(screen.getByRole("link", { name: "Cart, empty" })).toBeInTheDocument();
});

test("should hide the counter at 0 and show it again from the page's shared counter", () => {
  renderLink({ cartQuantity: 0 });
  expect(badge()).toBeNull();

  act(() => publishCartSummary(THREE_ITEMS));
  expect(badge()).toHaveTextContent("3");
  act(() => publishCartQuantity(7));
  expect(badge()).toHaveTextContent("7");
  expect(screen.getByRole("link", { name: "Cart, 7 items" })).toBeInTheDocument();
  act(() => publishCartQuantity(0));
  expect(badge()).toBeNull();
});

test("should follow the counters Odoo's own cart code reports", () => {
  renderLink();
  act(
    () =>
      void window.dispatchEvent(new CustomEvent("weekbox:cart-quantity", { detail: { cartQuantity: 5 } })),
  );
  expect(badge()).toHaveTextContent("5");
  act(
    () =>
      void window.dispatchEvent(new CustomEvent("weekbox:cart-quantity", { detail: { cartQuantity: "x" } })),
  );
  expect(badge()).toHaveTextContent("5");
  act(
    () =>
      void window.dispatchEvent(new CustomEvent("weekbox:cart-quantity", { detail: { cartQuantity: 0 } })),
  );
  expect(badge()).toBeNull();
});

test("should show nothing while the cart is empty when asked to, and come back once filled", () => {
  const { container } = renderLink({ cartQuantity: 0, hideWhenEmpty: true });
  expect(container.querySelector("header")).toBeEmptyDOMElement();
  act(() => publishCartSummary(summary([])));
  expect(container.querySelector("header")).toBeEmptyDOMElement();
  act(() => publishCartQuantity(2));
  expect(screen.getByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
});
