import { screen, waitFor } from "@testing-library/react";
import { getCartQuantity, getCartSummary, seedCartQuantity } from "@/shop/shared/shop-cart-store";
import { odooError, odooResult, type FakeOdoo, type FakeReply } from "@/core/testing/fake-odoo-fetch";
import { ShopProduct } from "../components/shop-product";
import { ShopProductGallery } from "../components/shop-product-gallery";
import { FLY_TARGET_SIZE_PX } from "../utils/fly-to-cart";
import { goTo } from "../utils/go-to";
import {
  callsTo,
  cartSummary,
  combinationInfo,
  deferred,
  fakeShopServer,
  image,
  paramsOf,
  pause,
  PRODUCT_ID,
  productProps,
  renderOn,
  renderProduct,
  resetPageStore,
  stock,
  TEMPLATE_ID,
} from "./shop-product-test-kit";

jest.mock("../utils/go-to");

const UPDATE = "/shop/cart/update_json";
let odoo: FakeOdoo;
let animate: jest.Mock;
let cartLink: HTMLAnchorElement;
let reducedMotion = false;

beforeEach(() => {
  odoo = fakeShopServer();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes("prefers-reduced-motion") ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  // jsdom has no Web Animations API.
  animate = jest.fn(() => ({ finished: Promise.resolve(), cancel: () => {} }));
  Element.prototype.animate = animate as unknown as Element["animate"];
  cartLink = document.createElement("a");
  cartLink.setAttribute("data-weekbox-cart-link", "");
  cartLink.href = "/shop/cart";
  document.body.append(cartLink);
});

afterEach(() => {
  resetPageStore();
  cartLink.remove();
  // @ts-expect-error jsdom has none of its own
  delete Element.prototype.animate;
  // @ts-expect-error jsdom has none of its own
  delete window.matchMedia;
  jest.mocked(goTo).mockReset();
});

const addButton = () => screen.getByRole("button", { name: "Add to cart" });

async function addToCart(user: ReturnType<typeof renderProduct>["user"]) {
  await waitFor(() => expect(addButton()).toBeEnabled());
  await user.click(addButton());
  await waitFor(() => expect(callsTo(odoo, UPDATE)).toHaveLength(1));
}

/** Adds a unit to a cart of 2 while the server's answer waits: the test answers when it likes. */
async function addWhileTheAnswerWaits() {
  seedCartQuantity(2);
  const answer = deferred<FakeReply>();
  odoo.on(UPDATE, () => answer.promise);
  const { user } = renderProduct(odoo);
  await waitFor(() => expect(addButton()).toBeEnabled());
  await user.click(addButton());
  return answer;
}

test("should add with one call as Odoo's page does, update the cart counter and announce it", async () => {
  const { user } = renderProduct(odoo);
  await user.click(screen.getByRole("button", { name: "Increase Quantity" }));
  await addToCart(user);
  expect(paramsOf(odoo, UPDATE)).toEqual([
    {
      product_id: PRODUCT_ID,
      add_qty: 2,
      display: false,
      weekbox_cart: true,
      force_create: true,
      no_variant_attribute_values: JSON.stringify([{ value: 61 }]),
    },
  ]);
  await waitFor(() => expect(getCartQuantity()).toBe(5));
  expect(getCartSummary()).toEqual(cartSummary(5));
  const announcement = screen.getByTestId("cart-announcement");
  expect(announcement).toHaveAttribute("aria-live", "polite");
  expect(announcement).toHaveTextContent("Added to your cart");
  expect(addButton()).toHaveClass("o_no_wait_lazy_js");
  expect(addButton().tagName).toBe("BUTTON");
  await pause(50);
  expect(callsTo(odoo, UPDATE)).toHaveLength(1);
});

test("should send one call however fast the button is clicked, showing it busy meanwhile", async () => {
  const answer = deferred<FakeReply>();
  odoo.on(UPDATE, () => answer.promise);
  const { user } = renderProduct(odoo);
  await waitFor(() => expect(addButton()).toBeEnabled());
  await user.dblClick(addButton());
  await user.click(addButton());
  await waitFor(() => expect(addButton()).toHaveAttribute("data-pending"));
  expect(screen.getByRole("progressbar", { name: "Adding to your cart…" })).toBeInTheDocument();
  answer.resolve(odooResult({ line_id: 900, quantity: 1, cart_quantity: 1, weekbox_cart: cartSummary(1) }));
  await waitFor(() => expect(addButton()).not.toHaveAttribute("data-pending"));
  expect(callsTo(odoo, UPDATE)).toHaveLength(1);
});

test("should fly the gallery's image to the cart link, shrinking it to 75 × 75 px", async () => {
  const props = productProps();
  const { user } = renderOn(
    odoo,
    <>
      <ShopProductGallery productTemplateId={TEMPLATE_ID} name="Desk" images={[image("front")]} zoom="both" />
      <ShopProduct {...props} />
    </>,
  );
  await waitFor(() => expect(addButton()).toBeEnabled());
  await user.click(addButton());
  await waitFor(() => expect(animate).toHaveBeenCalledTimes(1));
  const [keyframes, timing] = animate.mock.calls[0] as [Keyframe[], KeyframeAnimationOptions];
  expect(keyframes.at(-1)).toMatchObject({
    width: `${FLY_TARGET_SIZE_PX}px`,
    height: `${FLY_TARGET_SIZE_PX}px`,
  });
  expect(FLY_TARGET_SIZE_PX).toBe(75);
  expect(timing).toMatchObject({ duration: 500 });
  const flying = animate.mock.contexts[0] as HTMLImageElement;
  // The combination's image (the server's answer) is the one shown, and the one flying.
  expect(flying.src).toBe(new URL(image("desk").url, window.location.href).href);
  expect(flying).toHaveAttribute("aria-hidden", "true");
  await waitFor(() => expect(flying.isConnected).toBe(false));
});

test("should fly the product's thumbnail when the page has no gallery", async () => {
  const { user } = renderProduct(odoo);
  await addToCart(user);
  await waitFor(() => expect(animate).toHaveBeenCalledTimes(1));
  expect((animate.mock.contexts[0] as HTMLImageElement).getAttribute("src")).toBe(image("desk").thumb_url);
});

test("should not animate when the visitor prefers reduced motion", async () => {
  reducedMotion = true;
  const { user } = renderProduct(odoo);
  await addToCart(user);
  await screen.findByText("Added to your cart");
  expect(animate).not.toHaveBeenCalled();
});

test("should go to the cart when the website says so", async () => {
  const { user } = renderProduct(odoo, { addToCartAction: "go_to_cart" });
  await addToCart(user);
  await waitFor(() => expect(goTo).toHaveBeenCalledWith("/shop/cart"));
  expect(animate).not.toHaveBeenCalled();
  expect(getCartQuantity()).toBe(4);
});

test("should show the server's warning when it added less than asked", async () => {
  odoo.on(UPDATE, () =>
    odooResult({
      line_id: 900,
      quantity: 2,
      cart_quantity: 2,
      notification_info: { warning: "You ask for 5 products but only 2 are available." },
      weekbox_cart: cartSummary(2),
    }),
  );
  const { user } = renderProduct(odoo);
  await addToCart(user);
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "You ask for 5 products but only 2 are available.",
  );
});

test("should say what the cart holds when the server added less than asked without a word", async () => {
  odoo.on(UPDATE, () =>
    odooResult({ line_id: 900, quantity: 1, cart_quantity: 1, weekbox_cart: cartSummary(1) }),
  );
  const { user } = renderProduct(odoo);
  await user.click(screen.getByRole("button", { name: "Increase Quantity" }));
  await user.click(screen.getByRole("button", { name: "Increase Quantity" }));
  await addToCart(user);
  expect(await screen.findByRole("alert")).toHaveTextContent("Your cart now holds 1 of this product.");
});

test("should show a refusal in the visitor's words and a crash as a friendly message", async () => {
  odoo.on(UPDATE, () =>
    odooError({ message: "The given combination does not exist therefore it cannot be added to cart." }),
  );
  const { user, unmount } = renderProduct(odoo);
  await addToCart(user);
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "The given combination does not exist therefore it cannot be added to cart.",
  );
  expect(screen.getByTestId("cart-announcement")).toHaveTextContent("");
  unmount();

  odoo = fakeShopServer();
  odoo.on(UPDATE, () => odooError({ name: "builtins.ValueError", message: "boom", debug: "Traceback…" }));
  const second = renderProduct(odoo);
  await addToCart(second.user);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Something went wrong. Please try again.");
  expect(alert).not.toHaveTextContent(/Traceback|boom/);
});

test("should ask about the stock again once added (the cart holds more of it)", async () => {
  odoo.on("/website_sale/get_combination_info", () =>
    odooResult(
      combinationInfo({
        ...stock({ available_threshold: 0, free_qty: 10, cart_qty: callsTo(odoo, UPDATE).length }),
        weekbox_images: [],
      }),
    ),
  );
  const { user } = renderProduct(odoo);
  await screen.findByText("10 Units in stock");
  await addToCart(user);
  expect(await screen.findByText("9 Units in stock")).toBeInTheDocument();
  expect(callsTo(odoo, "/website_sale/get_combination_info")).toHaveLength(2);
});

test("should tell analytics of the product viewed and of each add, as Odoo's tracking does", async () => {
  const gtag = jest.fn();
  (window as Window & { gtag?: jest.Mock }).gtag = gtag;
  try {
    const { user } = renderProduct(odoo, { tracking: true });
    expect(gtag).toHaveBeenCalledWith("event", "view_item", expect.objectContaining({ currency: "EUR" }));
    await addToCart(user);
    await waitFor(() =>
      expect(gtag).toHaveBeenCalledWith(
        "event",
        "add_to_cart",
        expect.objectContaining({ items: [expect.objectContaining({ item_id: PRODUCT_ID, quantity: 1 })] }),
      ),
    );
  } finally {
    delete (window as Window & { gtag?: jest.Mock }).gtag;
  }
});

test("should count the units in the header at once, then what the server says the cart holds", async () => {
  const answer = await addWhileTheAnswerWaits();
  // Before any answer: the counter already holds the unit added.
  await waitFor(() => expect(getCartQuantity()).toBe(3));
  // The server kept fewer (stock): its count wins.
  answer.resolve(odooResult({ line_id: 900, quantity: 1, cart_quantity: 2, weekbox_cart: cartSummary(2) }));
  await waitFor(() => expect(getCartQuantity()).toBe(2));
});

test("should take the unit off the header's count again when the add fails", async () => {
  const answer = await addWhileTheAnswerWaits();
  await waitFor(() => expect(getCartQuantity()).toBe(3));
  answer.resolve(odooError({ name: "odoo.exceptions.UserError", message: "Nope" }));
  await waitFor(() => expect(getCartQuantity()).toBe(2));
});
