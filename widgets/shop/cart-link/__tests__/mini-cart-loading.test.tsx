// While the popover's chunk is on its way (a slow network, a first press on
// touch): a placeholder in its place, which Escape and a press outside close.
import { screen, within } from "@testing-library/react";
import type * as LoadMiniCart from "../utils/load-mini-cart";
import { renderLink, resetCartStore, settle, withFakeClock } from "./cart-link-test-kit";

// The chunk arrives when the test says so.
jest.mock("../utils/load-mini-cart", () => {
  const actual = jest.requireActual<typeof LoadMiniCart>("../utils/load-mini-cart");
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { loadMiniCart: () => arrived.then(() => actual.loadMiniCart()), releaseChunk: () => release() };
});
const { releaseChunk } = jest.requireMock<{ releaseChunk: () => void }>("../utils/load-mini-cart");

withFakeClock();
beforeEach(resetCartStore);

const toggle = () => screen.getByRole("button", { name: "Show cart summary" });
const popover = () => screen.queryByRole("dialog", { name: "Cart summary" });

test("should show a placeholder until the chunk is there, closed by Escape and a press outside", async () => {
  const { user } = renderLink();
  await user.click(toggle());
  await settle();
  const placeholder = popover()!;
  expect(within(placeholder).getByRole("status")).toHaveTextContent("Loading your cart…");
  expect(toggle()).toHaveAttribute("aria-controls", placeholder.id);
  expect(placeholder).toHaveStyle({ position: "fixed" });

  await user.keyboard("{Escape}");
  expect(popover()).toBeNull();
  expect(toggle()).toHaveFocus();
  await user.click(toggle());
  await user.click(screen.getByText("Elsewhere on the page"));
  expect(popover()).toBeNull();

  await user.click(toggle());
  releaseChunk();
  await settle();
  expect(within(popover()!).getByText("Pumpkin soup")).toBeInTheDocument();
});
