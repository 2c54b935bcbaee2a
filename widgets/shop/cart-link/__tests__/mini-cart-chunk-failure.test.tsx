// A mini cart chunk that fails to load (a deploy under way, a flaky network)
// must not take the cart link down: the popover closes, the link stays.
import { screen } from "@testing-library/react";
import { renderLink, resetCartStore, settle, withFakeClock } from "./cart-link-test-kit";

jest.mock("../components/mini-cart-popover", () => {
  throw new Error("chunk failed");
});

withFakeClock();
beforeEach(resetCartStore);

const toggle = () => screen.getByRole("button", { name: "Show cart summary" });

test("should keep the link, closed, when the popover's chunk cannot be loaded", async () => {
  const { user } = renderLink();
  await user.click(toggle());
  await settle();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(toggle()).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByRole("link", { name: /Cart, 3 items/ })).toHaveAttribute("href", "/shop/cart");
  expect(screen.queryByText(/could not be displayed/)).toBeNull();
});
