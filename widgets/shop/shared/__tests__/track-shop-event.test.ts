import { trackAddToCart, trackShopPageView } from "../track-shop-event";

type TestWindow = Window & { gtag?: jest.Mock };

test("should send add_to_cart with the value of the quantity added, as Odoo's tracking does", () => {
  const win = { gtag: jest.fn() } as unknown as TestWindow;
  trackAddToCart("EUR", [{ item_id: 7, item_name: "Apron", price: 12.5, quantity: 2 }], win);
  expect(win.gtag).toHaveBeenCalledWith("event", "add_to_cart", {
    currency: "EUR",
    value: 25,
    items: [{ item_id: 7, item_name: "Apron", price: 12.5, quantity: 2 }],
  });
});

test("should send a product and its options as one add_to_cart, each item 1 unit unless said", () => {
  const win = { gtag: jest.fn() } as unknown as TestWindow;
  trackAddToCart(
    "EUR",
    [
      { item_id: 7, item_name: "Apron", price: 24, quantity: 2 },
      { item_id: 9, item_name: "Gift wrapping", price: 2.5 },
    ],
    win,
  );
  expect(win.gtag).toHaveBeenCalledWith("event", "add_to_cart", {
    currency: "EUR",
    value: 50.5,
    items: [
      { item_id: 7, item_name: "Apron", price: 24, quantity: 2 },
      { item_id: 9, item_name: "Gift wrapping", price: 2.5, quantity: 1 },
    ],
  });
});

test("should send a virtual page view of a shop step", () => {
  const win = { gtag: jest.fn() } as unknown as TestWindow;
  trackShopPageView("/stats/ecom/customer_checkout", win);
  expect(win.gtag).toHaveBeenCalledWith("event", "page_view", { page_path: "/stats/ecom/customer_checkout" });
});

test("should do nothing without gtag, and never throw from a broken one", () => {
  expect(() => trackShopPageView("/x", {} as TestWindow)).not.toThrow();
  const broken = {
    gtag: jest.fn(() => {
      throw new Error("blocked");
    }),
  } as unknown as TestWindow;
  expect(() => trackAddToCart("EUR", [{ item_id: 1, item_name: "A", price: 1 }], broken)).not.toThrow();
});
