import { screen, waitFor, within } from "@testing-library/react";
import { getCartQuantity, seedCartQuantity } from "@/shop/shared/shop-cart-store";
import type { OptionalProduct } from "@/core/rpc/routes/shop-routes";
import { odooError, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { goTo } from "../utils/go-to";
import {
  callsTo,
  cartSummary,
  fakeShopServer,
  paramsOf,
  PRODUCT_ID,
  renderProduct,
  resetPageStore,
} from "./shop-product-test-kit";

jest.mock("../utils/go-to");

const OPTIONS = "/shop/weekbox/optional_products";
const ADD = "/shop/weekbox/cart_options";
const UPDATE = "/shop/cart/update_json";

function option(
  productId: number,
  name: string,
  price: number,
  extra: Partial<OptionalProduct> = {},
): OptionalProduct {
  return {
    product_id: productId,
    product_template_id: productId + 1000,
    name,
    description: "",
    image_url: `/web/image/product.product/${productId}/image_128`,
    price,
    list_price: price,
    has_optional_products: false,
    ...extra,
  };
}

const WRAP = option(301, "Gift wrapping", 2.5, {
  description: "Recycled paper.",
  has_optional_products: true,
});
const CARD = option(302, "Greeting card", 1);
const STAND = option(303, "Desk stand", 8, { list_price: 10 });

let odoo: FakeOdoo;

beforeEach(() => {
  odoo = fakeShopServer();
  odoo.on(OPTIONS, ({ params }) => {
    const { product_id: productId } = params as { product_id: number };
    return odooResult({ options: productId === WRAP.product_id ? [CARD] : [WRAP, STAND] });
  });
  odoo.on(ADD, ({ params }) => {
    const { add_qty: quantity, options } = params as { add_qty: number; options: { quantity: number }[] };
    const units = options.reduce((sum, each) => sum + each.quantity, quantity);
    return odooResult({
      line_id: 900,
      quantity,
      option_line_ids: options.map((_, index) => 901 + index),
      cart_quantity: 3 + units,
      warning: "",
      weekbox_cart: cartSummary(3 + units),
    });
  });
});

afterEach(() => {
  resetPageStore();
  jest.mocked(goTo).mockReset();
});

async function openStep(overrides: Parameters<typeof renderProduct>[1] = {}) {
  const view = renderProduct(odoo, { hasOptionalProducts: true, ...overrides });
  const add = screen.getByRole("button", { name: "Add to cart" });
  await waitFor(() => expect(add).toBeEnabled());
  await view.user.click(add);
  const dialog = await screen.findByRole("dialog", { name: "Add to cart" });
  return { ...view, dialog };
}

const order = (dialog: HTMLElement) => within(dialog).getByRole("list", { name: "Your order" });
const offered = (dialog: HTMLElement) => within(dialog).queryByRole("region", { name: "Available options" });

test("should open the optional products' step instead of adding, with the product's options and prices", async () => {
  const { dialog } = await openStep();
  expect(paramsOf(odoo, OPTIONS)).toEqual([{ product_id: PRODUCT_ID, add_qty: 1 }]);
  expect(callsTo(odoo, UPDATE)).toHaveLength(0);
  expect(within(order(dialog)).getAllByRole("listitem")).toHaveLength(1);
  expect(within(order(dialog)).getByText("Desk")).toBeInTheDocument();
  const options = within(offered(dialog)!).getAllByRole("listitem");
  expect(options.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/Gift wrapping.*Recycled paper\..*2\.50\s€/),
    expect.stringMatching(/Desk stand.*Regular price:\s10\.00\s€.*8\.00\s€/),
  ]);
  expect(within(dialog).getByTestId("options-total")).toHaveTextContent(/^20\.00\s€$/);
});

test("should add an option at the product's quantity, offer its own options, and take them out with it", async () => {
  const { dialog, user } = await openStep();
  await user.click(within(dialog).getByRole("button", { name: "Increase Quantity of Desk" }));
  // The page's quantity follows (as Odoo's step; the page is hidden behind the dialog).
  await waitFor(() =>
    expect(screen.getByRole("textbox", { name: "Quantity", hidden: true })).toHaveValue("2"),
  );

  await user.click(within(dialog).getByRole("button", { name: "Add Gift wrapping" }));
  expect(within(order(dialog)).getByRole("textbox", { name: "Quantity of Gift wrapping" })).toHaveValue("2");
  expect(await within(dialog).findByRole("button", { name: "Add Greeting card" })).toBeInTheDocument();
  expect(paramsOf(odoo, OPTIONS)[1]).toEqual({ product_id: WRAP.product_id, add_qty: 2 });
  // 2 × (20 − 1 per unit beyond the first) + 2 × 2.50
  await waitFor(() => expect(within(dialog).getByTestId("options-total")).toHaveTextContent(/^43\.00\s€$/));

  await user.click(within(dialog).getByRole("button", { name: "Add Greeting card" }));
  expect(within(order(dialog)).getAllByRole("listitem")).toHaveLength(3);
  await user.click(within(dialog).getByRole("button", { name: "Remove Gift wrapping" }));
  expect(within(order(dialog)).getAllByRole("listitem")).toHaveLength(1);
  expect(within(dialog).queryByText("Greeting card")).toBeNull();
  expect(within(dialog).getByRole("button", { name: "Add Gift wrapping" })).toBeInTheDocument();
});

test("should add the product and the options chosen in one call, each linked to its parent, and stay", async () => {
  seedCartQuantity(3);
  const { dialog, user } = await openStep();
  await user.click(within(dialog).getByRole("button", { name: "Add Gift wrapping" }));
  await user.click(await within(dialog).findByRole("button", { name: "Add Greeting card" }));
  await user.click(within(dialog).getByRole("button", { name: "Continue shopping" }));

  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(paramsOf(odoo, ADD)).toEqual([
    {
      product_id: PRODUCT_ID,
      add_qty: 1,
      options: [
        { product_id: WRAP.product_id, quantity: 1, parent: 0 },
        { product_id: CARD.product_id, quantity: 1, parent: 1 },
      ],
      no_variant_attribute_values: expect.any(String),
    },
  ]);
  expect(callsTo(odoo, UPDATE)).toHaveLength(0);
  expect(getCartQuantity()).toBe(6);
  expect(screen.getByTestId("cart-announcement")).toHaveTextContent("Added to your cart");
  expect(goTo).not.toHaveBeenCalled();
});

test("should go to the cart with Proceed to checkout", async () => {
  const { dialog, user } = await openStep();
  await user.click(within(dialog).getByRole("button", { name: "Proceed to checkout" }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith("/shop/cart"));
  expect(paramsOf(odoo, ADD)[0]).toMatchObject({ product_id: PRODUCT_ID, options: [] });
});

test("should add nothing when the step is closed", async () => {
  const { dialog, user } = await openStep();
  await user.click(within(dialog).getByRole("button", { name: "Add Gift wrapping" }));
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(callsTo(odoo, ADD)).toHaveLength(0);
  expect(callsTo(odoo, UPDATE)).toHaveLength(0);
  // Focus is back on Add to cart (react-aria gives it back a frame after the dialog goes).
  await waitFor(() => expect(screen.getByRole("button", { name: "Add to cart" })).toHaveFocus());
});

test("should add at once when the chosen variant offers no option", async () => {
  odoo.on(OPTIONS, () => odooResult({ options: [] }));
  const { user } = renderProduct(odoo, { hasOptionalProducts: true });
  const add = screen.getByRole("button", { name: "Add to cart" });
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
  await waitFor(() => expect(callsTo(odoo, UPDATE)).toHaveLength(1));
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("should say why the step could not open, and add nothing", async () => {
  odoo.on(OPTIONS, () =>
    odooError({ name: "odoo.exceptions.UserError", message: "This product is not available." }),
  );
  const { user } = renderProduct(odoo, { hasOptionalProducts: true });
  const add = screen.getByRole("button", { name: "Add to cart" });
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
  expect(await screen.findByRole("alert")).toHaveTextContent("This product is not available.");
  expect(callsTo(odoo, UPDATE)).toHaveLength(0);
});
