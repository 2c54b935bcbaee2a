import { render, screen } from "@testing-library/react";
import { FIRED_KEY } from "@/sale/analytics/fire-purchase-event";
import { MealboxThanks } from "../components/mealbox-thanks";
import type { MealboxThanksProps } from "../mealbox-thanks-props";

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: jest.Mock };

const PROPS: MealboxThanksProps = {
  orderId: 42,
  orderName: "S00042",
  amountTotal: 55.35,
  currency: "EUR",
  currencyInfo: { name: "EUR", symbol: "€", position: "after", decimals: 2 },
  meal: 3,
  people: 2,
  deliveryType: "pick_store",
  deliveryDate: "2030-05-04",
  storeName: "Weekbox Gent",
  paymentPending: false,
  purchaseEvent: true,
};

const win = window as AnalyticsWindow;

beforeEach(() => {
  localStorage.clear();
  delete win.dataLayer;
  delete win.gtag;
});

test("should thank the visitor and summarise the box and its pick-up", () => {
  render(<MealboxThanks {...PROPS} />);
  expect(screen.getByRole("heading", { name: "Thank you for your order!" })).toBeInTheDocument();
  const block = screen.getByTestId("mealbox-thanks");
  expect(block).toHaveTextContent("3 meals for 2 people");
  expect(block).toHaveTextContent("Weekbox Gent");
  expect(block).toHaveTextContent("55.35 €");
});

test("should say the order is confirmed, or awaits its payment (a wire transfer)", () => {
  const { rerender } = render(<MealboxThanks {...PROPS} />);
  const block = screen.getByTestId("mealbox-thanks");
  expect(block).toHaveTextContent("Your order S00042 is confirmed.");
  rerender(<MealboxThanks {...PROPS} paymentPending />);
  expect(block).toHaveTextContent("it will be confirmed once your payment is received");
  expect(block).not.toHaveTextContent("is confirmed.");
});

test("should fire the purchase event once per order, not again on reload", () => {
  win.gtag = jest.fn();
  const first = render(<MealboxThanks {...PROPS} />);
  const purchase = { transaction_id: "S00042", value: 55.35, currency: "EUR" };
  expect(win.dataLayer).toEqual([{ ecommerce: null }, { event: "purchase", ecommerce: purchase }]);
  expect(win.gtag).toHaveBeenCalledTimes(1);
  expect(win.gtag).toHaveBeenCalledWith("event", "purchase", purchase);
  first.unmount();

  // A reload: a new page, the same storage.
  render(<MealboxThanks {...PROPS} />);
  expect(win.dataLayer).toHaveLength(2);
  expect(win.gtag).toHaveBeenCalledTimes(1);
  expect(JSON.parse(localStorage.getItem(FIRED_KEY) ?? "[]")).toEqual(["S00042"]);

  render(<MealboxThanks {...PROPS} orderName="S00043" />);
  expect(win.gtag).toHaveBeenCalledTimes(2);
});

test("should send no purchase event when the server says it is not this page's (sent, or not paid)", () => {
  win.gtag = jest.fn();
  render(<MealboxThanks {...PROPS} paymentPending purchaseEvent={false} />);
  expect(win.dataLayer ?? []).toEqual([]);
  expect(win.gtag).not.toHaveBeenCalled();
});
