import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FIRED_KEY } from "@/sale/analytics/fire-purchase-event";
import { createFakeOdoo, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import type { OrderPaymentStatus } from "../api/fetch-order-payment-status";
import { PaymentStatus } from "../components/payment-status";
import type { OrderTrackingInfo } from "../payment-status-props";
import { MAX_STATUS_POLLS, statusPollDelayMs } from "../utils/status-polling";
import { renderOn } from "./payment-test-kit";

let odoo: FakeOdoo;

const status = (
  state: OrderPaymentStatus["state"],
  recall: boolean,
  message: string,
): OrderPaymentStatus => ({
  recall,
  state,
  message,
  communication: "",
  reference: "S00042",
  providerName: "Wire Transfer",
  amount: 18.17,
  orderName: "S00042",
  orderState: "sent",
});

const PENDING = status("pending", true, "Please use the order reference as communication.");

beforeEach(() => {
  jest.useFakeTimers();
  odoo = createFakeOdoo({ "/shop/payment/get_status": () => odooResult(PENDING) });
});

afterEach(() => {
  jest.useRealTimers();
});

const polls = () => odoo.calls.filter((call) => call.url.pathname === "/shop/payment/get_status").length;
const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

test("should poll 20 times after the first call, the n-th ceil(n / 3) s after the one before, then warn", async () => {
  renderOn(odoo, <PaymentStatus orderId={42} accessToken="tok" initialStatus={PENDING} />);
  await advance(0);
  expect(polls()).toBe(1); // the first call
  await advance(999);
  expect(polls()).toBe(1);
  await advance(1); // poll 1, 1 s after the first call
  expect(polls()).toBe(2);
  await advance(2000); // polls 2 and 3, 1 s apart
  expect(polls()).toBe(4);
  await advance(1999); // poll 4 comes 2 s after poll 3: not yet
  expect(polls()).toBe(4);
  await advance(1);
  expect(polls()).toBe(5);
  expect(screen.queryByRole("button", { name: /waiting/ })).not.toBeInTheDocument();

  // 1+1+1+2+2+2+…+6+6+6+7+7 = 77 s from the first call to poll 20.
  await advance(77_000 - 5000 - 1);
  expect(polls()).toBe(20);
  expect(screen.queryByRole("button", { name: /waiting/ })).not.toBeInTheDocument();
  await advance(1);
  expect(polls()).toBe(21);
  const warning = screen.getByRole("button", {
    name: "We are waiting the confirmation of the bank or payment provider",
  });
  // Its tooltip shows on hover, and on keyboard focus too.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // react-aria shows tooltips on hover once the page has seen a pointer.
  await user.click(document.body);
  await user.hover(warning);
  await advance(1000);
  expect(screen.getByRole("tooltip")).toHaveTextContent(
    "We are waiting the confirmation of the bank or payment provider",
  );
  await user.unhover(warning);
  await advance(1000);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  await user.tab();
  expect(warning).toHaveFocus();
  await advance(1000);
  expect(screen.getByRole("tooltip")).toHaveTextContent(
    "We are waiting the confirmation of the bank or payment provider",
  );
  expect(screen.getByRole("status")).toHaveTextContent("Please use the order reference as communication.");
  expect(screen.getByRole("status")).toHaveAttribute("data-exhausted");

  await advance(600_000);
  expect(polls()).toBe(21);
  expect(odoo.calls[0]?.body).toMatchObject({ params: { order_id: 42, access_token: "tok" } });
});

test("should stop as soon as the server says there is nothing more to wait for", async () => {
  let answers = 0;
  odoo.on("/shop/payment/get_status", () =>
    odooResult(
      ++answers < 3 ? PENDING : status("done", false, "Your payment has been successfully processed."),
    ),
  );
  renderOn(odoo, <PaymentStatus orderId={42} initialStatus={PENDING} />);
  await advance(10_000);
  expect(polls()).toBe(3);
  expect(screen.getByRole("status")).toHaveAttribute("data-state", "done");
  expect(screen.getByRole("status")).toHaveTextContent("Your payment has been successfully processed.");
  expect(screen.queryByRole("button", { name: /waiting/ })).not.toBeInTheDocument();
});

test("should not poll a payment that is settled already", async () => {
  renderOn(
    odoo,
    <PaymentStatus
      orderId={42}
      initialStatus={status("error", false, "Your card was declined by your bank.")}
    />,
  );
  await advance(5000);
  expect(polls()).toBe(0);
  expect(screen.getByRole("status")).toHaveAttribute("data-tone", "danger");
  expect(screen.getByRole("status")).toHaveTextContent("Your card was declined by your bank.");
});

test("should keep polling through a lost connection", async () => {
  let answers = 0;
  odoo.on("/shop/payment/get_status", () => {
    answers += 1;
    if (answers === 1) throw new TypeError("network down");
    return odooResult(status("done", false, "Paid."));
  });
  renderOn(odoo, <PaymentStatus orderId={42} />);
  await advance(0);
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
  await advance(1000);
  expect(polls()).toBe(2);
  expect(screen.getByRole("status")).toHaveTextContent("Paid.");
});

test("should say a wire transfer is pending, with its instructions and communication, not that the order is confirmed", async () => {
  const transfer: OrderPaymentStatus = {
    ...status("pending", true, "Please transfer the amount of your order to\nIBAN BE71 0961 2345 6769"),
    communication: "S00042",
  };
  odoo.on("/shop/payment/get_status", () => odooResult(transfer));
  renderOn(odoo, <PaymentStatus orderId={42} accessToken="tok" initialStatus={transfer} />);
  await advance(0);
  const box = screen.getByRole("status");
  expect(box).toHaveAttribute("data-state", "pending");
  expect(box).toHaveTextContent(
    "Your payment is pending: your order S00042 will be confirmed once we receive it.",
  );
  expect(box).toHaveTextContent("IBAN BE71 0961 2345 6769");
  expect(box).toHaveTextContent("Communication: S00042");
  expect(box).not.toHaveTextContent(/order S00042 is confirmed/);
});

test("should not say pending once the payment is done", () => {
  renderOn(odoo, <PaymentStatus orderId={42} initialStatus={status("done", false, "Paid.")} />);
  expect(screen.getByRole("status")).not.toHaveTextContent(/pending/);
  expect(screen.queryByText(/Communication/)).not.toBeInTheDocument();
});

test("should keep the spec's polling limits: 20 polls, the n-th ceil(n / 3) s after the one before, 77 s in all", () => {
  expect(MAX_STATUS_POLLS).toBe(20);
  expect([1, 2, 3, 4, 5, 6, 7, 19, 20].map(statusPollDelayMs)).toEqual([
    1000, 1000, 1000, 2000, 2000, 2000, 3000, 7000, 7000,
  ]);
  const polls = Array.from({ length: MAX_STATUS_POLLS }, (_, index) => index + 1);
  expect(polls.reduce((sum, poll) => sum + statusPollDelayMs(poll), 0)).toBe(77_000);
});

describe("purchase event", () => {
  type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: jest.Mock };
  const win = window as AnalyticsWindow;
  // website_sale's order_2_return_dict, as the confirmation page renders it.
  const TRACKING: OrderTrackingInfo = {
    transaction_id: 42,
    affiliation: "Weekbox",
    value: 18.17,
    tax: 3.15,
    currency: "EUR",
    items: [{ item_id: 7, item_name: "Desk", item_category: "All", price: 15.02, quantity: 1 }],
    shipping: 0,
  };
  const purchases = () => (win.gtag?.mock.calls ?? []).filter(([, name]) => name === "purchase");

  beforeEach(() => {
    localStorage.clear();
    delete win.dataLayer;
    win.gtag = jest.fn();
  });
  afterEach(() => {
    delete win.gtag;
  });

  test("should send one purchase event per order, with its tracking info, not again on reload", async () => {
    const done = status("done", false, "Paid.");
    const first = renderOn(odoo, <PaymentStatus orderId={42} initialStatus={done} trackingInfo={TRACKING} />);
    await advance(0);
    expect(purchases()).toEqual([["event", "purchase", TRACKING]]);
    expect(win.dataLayer).toEqual([{ ecommerce: null }, { event: "purchase", ecommerce: TRACKING }]);
    first.unmount();

    // A reload: a new page, the same storage.
    renderOn(odoo, <PaymentStatus orderId={42} initialStatus={done} trackingInfo={TRACKING} />);
    await advance(0);
    expect(purchases()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(FIRED_KEY) ?? "[]")).toEqual(["S00042"]);
  });

  test("should wait for the payment to be accepted, as a poll tells", async () => {
    let answers = 0;
    const draft = status("draft", true, "Your payment has not been processed yet.");
    odoo.on("/shop/payment/get_status", () =>
      odooResult(++answers < 3 ? draft : status("pending", true, "Transfer the amount.")),
    );
    renderOn(odoo, <PaymentStatus orderId={42} initialStatus={draft} trackingInfo={TRACKING} />);
    await advance(0);
    await advance(1000);
    expect(polls()).toBe(2);
    expect(purchases()).toHaveLength(0);
    await advance(1000);
    expect(polls()).toBe(3);
    expect(purchases()).toEqual([["event", "purchase", TRACKING]]);
    await advance(10_000);
    expect(purchases()).toHaveLength(1);
  });

  test("should send nothing for a refused payment, or without tracking info", async () => {
    renderOn(
      odoo,
      <PaymentStatus
        orderId={42}
        initialStatus={status("error", false, "Declined.")}
        trackingInfo={TRACKING}
      />,
    );
    renderOn(
      odoo,
      <PaymentStatus orderId={43} initialStatus={status("done", false, "Paid.")} trackingInfo={null} />,
    );
    await advance(0);
    expect(purchases()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });

  test("should not count an order again that another widget of the page counted by its reference", async () => {
    localStorage.setItem(FIRED_KEY, JSON.stringify(["S00042"]));
    renderOn(
      odoo,
      <PaymentStatus orderId={42} initialStatus={status("done", false, "Paid.")} trackingInfo={TRACKING} />,
    );
    await advance(0);
    expect(purchases()).toHaveLength(0);
  });
});
