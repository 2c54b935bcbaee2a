import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { getCartQuantity } from "@/shop/shared/shop-cart-store";
import { CheckoutPromo } from "../components/checkout-promo";
import { reloadPage } from "@/core/page/page-navigation";
import { BREAD, cartOf, createFakeShop, PROMO_ROUTE, settle, SOUP, withCartPage } from "./cart-test-kit";

jest.mock("@/core/page/page-navigation", () => ({ reloadPage: jest.fn() }));

withCartPage();

function renderPromo(shop: ReturnType<typeof createFakeShop>, appliedCodes: string[] = []) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <RpcClientContext.Provider value={shop.client}>
      <CheckoutPromo appliedCodes={appliedCodes} />
    </RpcClientContext.Provider>,
  );
  return user;
}

const field = () => screen.getByRole("textbox", { name: "Promo code" });

beforeEach(() => jest.mocked(reloadPage).mockClear());

test("should apply a code through the cart's route, then reload the page for Odoo's new totals", async () => {
  const shop = createFakeShop(cartOf([SOUP, BREAD]), { promoCodes: { SPRING: 4 } });
  const user = renderPromo(shop);

  await user.type(field(), "SPRING");
  await user.click(screen.getByRole("button", { name: "Apply" }));
  await settle();
  expect(shop.params(PROMO_ROUTE)).toEqual([{ code: "SPRING" }]);
  expect(reloadPage).toHaveBeenCalledTimes(1);
  // The header's counter has the answer's cart meanwhile.
  expect(getCartQuantity()).toBe(3);
});

test("should keep a refused code with its reason, and the page as it is", async () => {
  const shop = createFakeShop(cartOf([SOUP]));
  const user = renderPromo(shop, ["WELCOME"]);
  expect(screen.getByRole("list", { name: "Applied promo codes:" })).toHaveTextContent("WELCOME");

  await user.type(field(), "NOPE");
  await user.keyboard("{Enter}");
  await settle();
  expect(shop.params(PROMO_ROUTE)).toEqual([{ code: "NOPE" }]);
  expect(field()).toHaveAttribute("aria-invalid", "true");
  expect(field()).toHaveValue("NOPE");
  expect(reloadPage).not.toHaveBeenCalled();
});
