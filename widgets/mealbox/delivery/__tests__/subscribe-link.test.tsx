// Issue #33: "Subscribe weekly" beside Pay goes to the portal's contract form
// with this box and the chosen date; a guest logs in first and comes back to it.
import { act, screen } from "@testing-library/react";
import { clearToasts } from "@/ui/toast";
import { subscribeUrl } from "../utils/subscribe-url";
import { createFakeDelivery, DATES } from "./fake-delivery-server";
import { renderDelivery } from "./render-delivery";

jest.setTimeout(15_000);

afterEach(() => {
  act(() => clearToasts());
  sessionStorage.clear();
});

test("should link to the contract form with the box's order and the date chosen", async () => {
  const { user } = await renderDelivery(createFakeDelivery());
  const link = () => screen.getByRole("link", { name: "Subscribe weekly" });
  expect(link()).toHaveAttribute(
    "href",
    expect.stringMatching(/^\/my\/subscriptions\/new\?order_id=42(&date=|$)/),
  );
  await user.selectOptions(screen.getByRole("combobox", { name: "Delivery date" }), DATES[1]!);
  expect(link()).toHaveAttribute("href", `/my/subscriptions/new?order_id=42&date=${DATES[1]}`);
});

test("should send a guest to log in first, back to the contract form", () => {
  expect(subscribeUrl({ orderId: 42, date: "0", isGuest: true, loginUrl: "/web/login" })).toBe(
    `/web/login?redirect=${encodeURIComponent("/my/subscriptions/new?order_id=42")}`,
  );
  expect(subscribeUrl({ orderId: 42, date: "2030-05-04", isGuest: true, loginUrl: "/web/login?x=1" })).toBe(
    `/web/login?x=1&redirect=${encodeURIComponent("/my/subscriptions/new?order_id=42&date=2030-05-04")}`,
  );
  expect(subscribeUrl({ orderId: 42, date: "2030-05-04", isGuest: false, loginUrl: "/web/login" })).toBe(
    "/my/subscriptions/new?order_id=42&date=2030-05-04",
  );
});
