import { trackAddToCart, trackShopPageView } from "../track-shop-event";

type TestWindow = Window & { gtag?: jest.Mock };

test("should send add_to_cart with the value of the quantity added, as Odoo's tracking does", () => {
  const win = { gtag: jest.fn() } as unknown as TestWindow;
  trackAddToCart({ item_id: 7, item_name: "Apron", price: 12.5, quantity: 2 }, "EUR", win);
  expect(win.gtag).toHaveBeenCalledWith("event", "add_to_cart", {
    currency: "EUR",
    value: 25,
    items: [{ item_id: 7, item_name: "Apron", price: 12.5, quantity: 2 }],
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
  expect(() => trackAddToCart({ item_id: 1, item_name: "A", price: 1 }, "EUR", broken)).not.toThrow();
});
