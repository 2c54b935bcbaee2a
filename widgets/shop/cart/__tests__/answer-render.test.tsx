// How an answer reaches the screen: the cart and the edited line's input in
// one commit (as a browser schedules it, outside act), and the parts the
// answer did not change not rendered again.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setImmediate as nextMacrotask } from "node:timers";
import { Profiler } from "react";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { LinePrice } from "../components/line-price";
import { ShopCart } from "../components/shop-cart";
import {
  BREAD,
  cartOf,
  createFakeShop,
  PROPS,
  renderCart,
  settle,
  SOUP,
  SUGGESTED_JAM,
  UPDATE_ROUTE,
  wait,
  withCartPage,
} from "./cart-test-kit";

jest.mock("../components/line-price", () => {
  const actual: { LinePrice: typeof LinePrice } = jest.requireActual("../components/line-price");
  return { LinePrice: jest.fn(actual.LinePrice) };
});

withCartPage();

const quantityOf = (name: string) => screen.getByRole("textbox", { name: `Quantity of ${name}` });
const total = () => screen.getByTestId("amount-total");

/** Runs `step` as a browser would, outside act(): React's own scheduling decides when it renders. */
async function outsideAct(step: () => void): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasAct = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    step();
    for (let i = 0; i < 10; i++) await new Promise((resolve) => nextMacrotask(resolve));
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = wasAct;
  }
}

test("should render an answer once: its total and the line's quantity in the same commit", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]));
  const held = shop.hold(UPDATE_ROUTE);
  // What each commit put on screen: the soup's quantity input and the order total.
  const commits: string[] = [];
  const onRender = () => {
    const input = document.querySelector<HTMLInputElement>('[data-line-id="1"] input');
    commits.push(
      `${input?.value} → ${document.querySelector('[data-testid="amount-total"]')?.textContent?.replace(/\s+/g, " ")}`,
    );
  };
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <RpcClientContext.Provider value={shop.client}>
      <Profiler id="cart" onRender={onRender}>
        <ShopCart {...PROPS} cart={shop.cart()} />
      </Profiler>
    </RpcClientContext.Provider>,
  );
  await user.clear(quantityOf("Pumpkin soup"));
  await user.type(quantityOf("Pumpkin soup"), "4");
  await wait(500);
  expect(held.held()).toBe(1);
  commits.length = 0;

  await outsideAct(() => held.release());

  // Never the typed text dropped while the old cart (2 × 5 €) is still shown, nor a second
  // render for the end of the call (the cart's state hook and the editor's store batch).
  expect(commits).toEqual(["4 → 24.00 €"]);
  expect(total()).toHaveTextContent("24.00 €");
});

test("should not render again the lines and suggested products an answer did not change", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD], { suggested: [SUGGESTED_JAM] }));
  const { user } = renderCart(shop);
  await settle();
  const renders = jest.mocked(LinePrice);
  const breadRenders = () => renders.mock.calls.filter(([props]) => props.price === BREAD.price_unit).length;
  const jamRenders = () => renders.mock.calls.filter(([props]) => props.price === SUGGESTED_JAM.price).length;
  const before = { bread: breadRenders(), jam: jamRenders() };
  expect(before.bread).toBeGreaterThan(0);

  await user.clear(quantityOf("Pumpkin soup"));
  await user.type(quantityOf("Pumpkin soup"), "4");
  await wait(500);

  expect(total()).toHaveTextContent("24.00 €");
  expect(breadRenders()).toBe(before.bread);
  expect(jamRenders()).toBe(before.jam);
});
