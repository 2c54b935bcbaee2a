// The mini cart popover (spec §2.5, §9.2): hover timings, the toggle button,
// Escape, and what it shows.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { getCartQuantity, publishCartSummary } from "@/shop/shared/shop-cart-store";
import { odooError, odooResult } from "@/core/testing/fake-odoo-fetch";
import {
  line,
  renderLink,
  resetCartStore,
  settle,
  summary,
  SUMMARY_ROUTE,
  THREE_ITEMS,
  withFakeClock,
  wait,
} from "./cart-link-test-kit";

withFakeClock();
beforeEach(resetCartStore);

const cartLink = () => screen.getByRole("link", { name: /^Cart,/ });
const toggle = () => screen.getByRole("button", { name: "Show cart summary" });
const popover = () => screen.queryByRole("dialog", { name: "Cart summary" });

test("should open after 300 ms of hover on the link, and not before", async () => {
  const { user } = renderLink();
  await user.hover(cartLink());
  await wait(299);
  expect(popover()).toBeNull();
  await wait(1);
  expect(popover()).toBeInTheDocument();
  expect(await within(popover()!).findByText("Pumpkin soup")).toBeInTheDocument();
  expect(toggle()).toHaveAttribute("aria-expanded", "true");
});

test("should not open when the pointer leaves the link within 300 ms", async () => {
  const { user } = renderLink();
  await user.hover(cartLink());
  await wait(200);
  await user.unhover(cartLink());
  await wait(1000);
  expect(popover()).toBeNull();
});

test("should close 1000 ms after the pointer leaves, and stay open while it is on the popover", async () => {
  const { user } = renderLink();
  await user.hover(cartLink());
  await wait(300);
  const dialog = popover()!;

  // From the link onto the popover: it stays open however long the pointer rests there.
  await user.unhover(cartLink());
  await user.hover(dialog);
  await wait(5000);
  expect(popover()).toBeInTheDocument();

  // Off the popover, somewhere else on the page: closed 1000 ms later.
  await user.unhover(dialog);
  fireEvent.mouseMove(screen.getByText("Elsewhere on the page"), { clientX: 500, clientY: 500 });
  await wait(999);
  expect(popover()).toBeInTheDocument();
  await wait(1);
  expect(popover()).toBeNull();
});

test("should stay open when the pointer comes back to the link within 1000 ms", async () => {
  const { user } = renderLink();
  await user.hover(cartLink());
  await wait(300);
  await user.unhover(cartLink());
  await wait(900);
  await user.hover(cartLink());
  await wait(3000);
  expect(popover()).toBeInTheDocument();

  await user.unhover(cartLink());
  await wait(1000);
  expect(popover()).toBeNull();
});

test("should not open on a touch that rests on the link: touch has the toggle", async () => {
  const { user } = renderLink();
  await user.pointer({ keys: "[TouchA>]", target: cartLink() });
  await wait(1000);
  expect(popover()).toBeNull();
  expect(toggle()).toHaveAttribute("aria-expanded", "false");
});

test("should open and close with the toggle button, and stay open when the pointer leaves", async () => {
  const { user } = renderLink();
  expect(toggle()).toHaveAttribute("aria-expanded", "false");
  await user.click(toggle());
  await settle();
  expect(popover()).toBeInTheDocument();
  expect(toggle()).toHaveAttribute("aria-expanded", "true");
  expect(toggle()).toHaveAttribute("aria-haspopup", "dialog");
  expect(toggle()).toHaveAttribute("aria-controls", popover()!.id);
  await user.unhover(toggle());
  fireEvent.mouseMove(screen.getByText("Elsewhere on the page"), { clientX: 500, clientY: 500 });
  await wait(3000);
  expect(popover()).toBeInTheDocument();

  await user.click(toggle());
  await settle();
  expect(popover()).toBeNull();
  expect(toggle()).toHaveAttribute("aria-expanded", "false");
});

test("should close on a press outside", async () => {
  const { user } = renderLink();
  await user.click(toggle());
  await settle();
  await user.click(screen.getByText("Elsewhere on the page"));
  await settle();
  expect(popover()).toBeNull();
});

test("should move focus into the popover when opened from the keyboard, and give it back to the toggle on Escape", async () => {
  const { user } = renderLink();
  await user.tab();
  await user.tab();
  expect(toggle()).toHaveFocus();
  await user.keyboard("{Enter}");
  await wait(100);
  expect(popover()).toContainElement(document.activeElement as HTMLElement);

  await user.keyboard("{Escape}");
  await wait(100);
  expect(popover()).toBeNull();
  expect(toggle()).toHaveFocus();

  await user.keyboard(" ");
  await wait(100);
  expect(popover()).toBeInTheDocument();
});

test("should close when Tab leaves the popover opened from the keyboard, going on from the toggle", async () => {
  const { user } = renderLink();
  await user.tab();
  await user.tab();
  await user.keyboard("{Enter}");
  await settle();
  const dialog = popover()!;
  expect(dialog).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByRole("link", { name: "View cart" })).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByRole("link", { name: "Checkout" })).toHaveFocus();
  await user.tab();
  expect(popover()).toBeNull();
  expect(screen.getByRole("link", { name: "Contact us" })).toHaveFocus();

  await user.tab({ shift: true });
  expect(toggle()).toHaveFocus();
  await user.keyboard("{Enter}");
  await settle();
  expect(popover()).toHaveFocus();
  await user.tab({ shift: true });
  expect(popover()).toBeNull();
  expect(toggle()).toHaveFocus();
});

test("should close on Escape when opened by a press, focus on the toggle", async () => {
  const { user } = renderLink();
  await user.click(toggle());
  await settle();
  await user.keyboard("{Escape}");
  await settle();
  expect(popover()).toBeNull();
  expect(toggle()).toHaveFocus();
});

test("should show the shared summary at once when it is of the counter's quantity", async () => {
  const { user, summaryCalls } = renderLink();
  act(() => publishCartSummary(THREE_ITEMS));
  await user.click(toggle());
  await settle();
  expect(within(popover()!).getByText("Pumpkin soup")).toBeInTheDocument();
  expect(summaryCalls()).toBe(0);
});

test("should ask for the summary when there is none, or when the counter changed since", async () => {
  const { user, summaryCalls } = renderLink();
  await user.click(toggle());
  expect(within(popover()!).getByText("Loading your cart…")).toBeInTheDocument();
  await settle();
  expect(summaryCalls()).toBe(1);
  expect(within(popover()!).getByText("Pumpkin soup")).toBeInTheDocument();
  await user.click(toggle());
  await settle();

  // Opened again, same counter: no call.
  await user.click(toggle());
  await settle();
  expect(summaryCalls()).toBe(1);
  await user.click(toggle());
  await settle();

  // The counter moved (Odoo's own quick add): the shared summary is stale.
  act(
    () =>
      void window.dispatchEvent(new CustomEvent("weekbox:cart-quantity", { detail: { cartQuantity: 4 } })),
  );
  await user.click(toggle());
  await settle();
  expect(summaryCalls()).toBe(2);
  // The server's answer is the truth: its quantity becomes the counter.
  expect(getCartQuantity()).toBe(3);
});

test("should show at most five lines, the total and the buttons", async () => {
  const lines = [1, 2, 3, 4, 5, 6, 7].map((id) => line(id, `Dish ${id}`, 1, 2.5));
  const { user } = renderLink({ cartQuantity: 7 }, summary(lines));
  await user.click(toggle());
  await settle();

  const dialog = popover()!;
  const items = within(dialog).getAllByRole("listitem");
  expect(items).toHaveLength(5);
  expect(items[0]).toHaveTextContent("Dish 1");
  expect(items[0]).toHaveTextContent("1 × 2.50 €");
  expect(within(dialog).getByText("and 2 more")).toBeInTheDocument();
  expect(within(dialog).getByTestId("mini-cart-total")).toHaveTextContent("17.50 €");
  expect(within(dialog).getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/shop/cart");
  expect(within(dialog).getByRole("link", { name: "Checkout" })).toHaveAttribute(
    "href",
    "/shop/checkout?express=1",
  );
});

test("should say an empty cart is empty, without checkout", async () => {
  const { user } = renderLink({ cartQuantity: 0 }, summary([]));
  await user.click(toggle());
  await settle();
  const dialog = popover()!;
  expect(within(dialog).getByText("Your cart is empty.")).toBeInTheDocument();
  expect(within(dialog).getByRole("link", { name: "View cart" })).toBeInTheDocument();
  expect(within(dialog).queryByRole("link", { name: "Checkout" })).toBeNull();
});

test("should say kindly when the cart could not be read, and read it again on request", async () => {
  const { user, odoo, summaryCalls } = renderLink();
  odoo.on(SUMMARY_ROUTE, () => odooError({ name: "builtins.KeyError", message: "boom", debug: "Traceback" }));
  await user.click(toggle());
  await settle();
  const dialog = popover()!;
  expect(within(dialog).getByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  expect(dialog).not.toHaveTextContent(/boom|Traceback/);

  odoo.on(SUMMARY_ROUTE, () => odooResult(THREE_ITEMS));
  await user.click(within(dialog).getByRole("button", { name: "Try again" }));
  await settle();
  expect(within(popover()!).getByText("Pumpkin soup")).toBeInTheDocument();
  expect(summaryCalls()).toBe(2);
});

test("should show the server's texts as text, never as HTML", async () => {
  const { user } = renderLink({ cartQuantity: 1 }, summary([line(1, "<b>x</b>")]));
  await user.click(toggle());
  await settle();
  const dialog = popover()!;
  expect(within(dialog).getByText("<b>x</b>")).toBeInTheDocument();
  expect(dialog.querySelector("b")).toBeNull();
});
