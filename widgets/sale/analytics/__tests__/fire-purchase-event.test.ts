import { FIRED_KEY, firePurchaseEvent } from "../fire-purchase-event";

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: jest.Mock };

const win = window as AnalyticsWindow;

beforeEach(() => {
  localStorage.clear();
  delete win.dataLayer;
  delete win.gtag;
});

test("should send GA4's purchase on the data layer and through gtag, once per order", () => {
  win.gtag = jest.fn();
  expect(firePurchaseEvent({ transactionId: "S00042", value: 55.35, currency: "EUR" })).toBe(true);
  const purchase = { transaction_id: "S00042", value: 55.35, currency: "EUR" };
  expect(win.dataLayer).toEqual([{ ecommerce: null }, { event: "purchase", ecommerce: purchase }]);
  expect(win.gtag).toHaveBeenCalledWith("event", "purchase", purchase);

  expect(firePurchaseEvent({ transactionId: "S00042", value: 55.35, currency: "EUR" })).toBe(false);
  expect(win.dataLayer).toHaveLength(2);
  expect(win.gtag).toHaveBeenCalledTimes(1);
  expect(JSON.parse(localStorage.getItem(FIRED_KEY) ?? "[]")).toEqual(["S00042"]);
});

test("should send the order's further fields, and count the order by its key when given", () => {
  const items = [{ item_id: 7, item_name: "Desk", price: 10, quantity: 2 }];
  firePurchaseEvent({
    transactionId: 42,
    orderKey: "S00042",
    value: 24.2,
    currency: "EUR",
    details: { tax: 4.2, items, transaction_id: "ignored" },
  });
  expect(win.dataLayer?.[1]).toEqual({
    event: "purchase",
    ecommerce: { transaction_id: 42, value: 24.2, currency: "EUR", tax: 4.2, items },
  });
  // Another widget telling of the same order (by its reference): not counted again.
  expect(firePurchaseEvent({ transactionId: "S00042", value: 24.2, currency: "EUR" })).toBe(false);
  expect(JSON.parse(localStorage.getItem(FIRED_KEY) ?? "[]")).toEqual(["S00042"]);
});

test("should still send the event when the storage cannot be used", () => {
  const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new Error("QuotaExceededError");
  });
  try {
    expect(firePurchaseEvent({ transactionId: "S00043", value: 1, currency: "EUR" })).toBe(true);
    expect(win.dataLayer).toHaveLength(2);
  } finally {
    setItem.mockRestore();
  }
});
