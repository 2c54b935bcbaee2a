import { act, screen, waitFor, within } from "@testing-library/react";
import { odooError } from "@/core/testing/fake-odoo-fetch";
import widget from "../shop-checkout-delivery-widget";
import { CHECKOUT_TOTAL_EVENT } from "../utils/page-elements";
import {
  BIKE,
  BIKE_ERROR,
  EXPRESS,
  SHOP,
  VAN,
  createFakeCheckout,
  pendingUpdates,
  propsWith,
  publishedTotal,
  renderDelivery,
  resetCheckoutStore,
} from "./checkout-test-kit";

beforeEach(resetCheckoutStore);

function radio(name: RegExp | string) {
  return screen.getByRole("radio", { name });
}

function badgeOf(name: RegExp | string) {
  return radio(name).closest("label")!.querySelector(".weekbox-carrier-badge")!;
}

async function rated() {
  await waitFor(() => expect(badgeOf(/^Van/)).toHaveAttribute("data-state", "price"));
}

test("should check its props", () => {
  expect(widget.props.safeParse({ ...propsWith(), carriers: [] }).success).toBe(false);
  expect(widget.props.safeParse(propsWith()).success).toBe(true);
});

test("should rate every method in one call and show its price or its error in its badge", async () => {
  const odoo = createFakeCheckout();
  renderDelivery(odoo, propsWith([VAN, EXPRESS, BIKE], VAN.id));
  expect(badgeOf(/^Van/)).toHaveAttribute("data-state", "loading");
  await rated();

  expect(odoo.calls.map((call) => call.url.pathname)).toEqual(["/shop/weekbox/carrier_rates"]);
  expect(badgeOf(/^Van/)).toHaveTextContent("5.00 €");
  expect(badgeOf(/^Express/)).toHaveTextContent("6.50 €");
  expect(badgeOf(/^Bike/)).toHaveTextContent(BIKE_ERROR);
  expect(badgeOf(/^Bike/)).toHaveAttribute("data-state", "error");
  expect(screen.getByText("Next working day.")).toBeInTheDocument();
});

test("should show Free for a method rated at 0", async () => {
  renderDelivery(createFakeCheckout(), propsWith([SHOP], SHOP.id));
  await waitFor(() => expect(badgeOf(/^Pick up at the shop/)).toHaveTextContent("Free"));
  expect(badgeOf(/^Pick up at the shop/)).toHaveAttribute("data-state", "free");
});

test("should not let a method that cannot deliver the order be chosen", async () => {
  const odoo = createFakeCheckout();
  const { user } = renderDelivery(odoo, propsWith([VAN, EXPRESS, BIKE], VAN.id));
  await rated();

  expect(radio(/^Bike/)).toBeDisabled();
  await user.click(radio(/^Bike/));
  expect(odoo.chosen("/shop/update_carrier")).toEqual([]);
  expect(radio(/^Van/)).toBeChecked();
});

test("should disable Pay while a change is on its way and enable it again when its status is true", async () => {
  const odoo = createFakeCheckout();
  const { user } = renderDelivery(odoo, propsWith([VAN, EXPRESS, BIKE], VAN.id));
  await rated();
  expect(pendingUpdates()).toBe(0);

  odoo.hold();
  await user.click(radio(/^Express/));
  expect(radio(/^Express/)).toBeChecked();
  expect(pendingUpdates()).toBeGreaterThan(0);
  expect(document.querySelector(".weekbox-checkout-delivery")).toHaveAttribute("aria-busy", "true");

  act(() => odoo.release());
  await waitFor(() => expect(pendingUpdates()).toBe(0));
  expect(odoo.chosen("/shop/update_carrier")).toEqual([EXPRESS.id]);
  expect(publishedTotal()).toBe(26.5);
});

test("should keep Pay disabled while the order's method cannot deliver it", async () => {
  // The order holds the bike (its rating failed when the page was rendered): Pay waits for another choice.
  const odoo = createFakeCheckout();
  const props = { ...propsWith([VAN, BIKE], BIKE.id), status: false, errorMessage: BIKE_ERROR };
  const { user } = renderDelivery(odoo, props);
  await rated();
  expect(pendingUpdates()).toBe(1);
  expect(screen.getByText(/cannot deliver your order/)).toBeInTheDocument();

  await user.click(radio(/^Van/));
  await waitFor(() => expect(pendingUpdates()).toBe(0));
  expect(screen.queryByText(/cannot deliver your order/)).not.toBeInTheDocument();
});

test("should keep Pay disabled when the answer's status is false", async () => {
  const odoo = createFakeCheckout([VAN, EXPRESS]);
  // The bike's rating said nothing yet (rates of VAN and EXPRESS only): it can be clicked, the server refuses it.
  const { user } = renderDelivery(odoo, propsWith([VAN, BIKE], VAN.id));
  await rated();
  await user.click(radio(/^Bike/));
  await waitFor(() => expect(badgeOf(/^Bike/)).toHaveTextContent(BIKE_ERROR));
  expect(pendingUpdates()).toBe(1);
  expect(radio(/^Bike/)).toBeChecked();
});

test("should show the order's new amounts in the page's summary and publish its total", async () => {
  const odoo = createFakeCheckout();
  const events: number[] = [];
  const listener = (event: Event) =>
    events.push((event as CustomEvent<{ amountTotal: number }>).detail.amountTotal);
  window.addEventListener(CHECKOUT_TOTAL_EVENT, listener);
  const { user } = renderDelivery(odoo, propsWith([VAN, EXPRESS], VAN.id));
  await rated();
  // Nothing is rewritten before a change: the page rendered the order's amounts.
  expect(document.querySelector("#order_total .monetary_field")).toHaveTextContent("25.00 €");

  await user.click(radio(/^Express/));
  await waitFor(() =>
    expect(document.querySelector("#order_total .monetary_field")).toHaveTextContent("26.50 €"),
  );
  expect(document.querySelector("#order_delivery .monetary_field")).toHaveTextContent("6.50 €");
  expect(document.querySelector("#order_total_untaxed .monetary_field")).toHaveTextContent("26.50 €");
  expect(document.querySelector("#order_total_taxes .monetary_field")).toHaveTextContent("0.00 €");
  expect(document.querySelector("#amount_total_summary")).toHaveTextContent("26.50 €");
  expect(publishedTotal()).toBe(26.5);
  expect(events).toEqual([26.5]);
  window.removeEventListener(CHECKOUT_TOTAL_EVENT, listener);
});

test("should switch to a pick-up with /shop/update_carrier_id, hide the shipping address and show where", async () => {
  const odoo = createFakeCheckout();
  const { user } = renderDelivery(odoo, propsWith([VAN, EXPRESS, SHOP], VAN.id));
  await rated();
  const shipping = document.querySelector<HTMLElement>("[data-weekbox-shipping-address]")!;
  expect(shipping).toBeVisible();
  // Home delivery: its methods only.
  expect(screen.queryByRole("radio", { name: /^Pick up at the shop/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole("radio", { name: "Pick up in store" }));
  await waitFor(() => expect(shipping).not.toBeVisible());
  expect(odoo.chosen("/shop/update_carrier_id")).toEqual([SHOP.id]);
  expect(radio(/^Pick up at the shop/)).toBeChecked();
  expect(screen.getByText(SHOP.pickupAddress)).toBeInTheDocument();
  expect(within(badgeOf(/^Pick up at the shop/) as HTMLElement).getByText("Free")).toBeInTheDocument();

  await user.click(screen.getByRole("radio", { name: "Home delivery" }));
  await waitFor(() => expect(shipping).toBeVisible());
  expect(odoo.chosen("/shop/update_carrier_id")).toEqual([SHOP.id, VAN.id]);
  expect(screen.queryByText(SHOP.pickupAddress)).not.toBeInTheDocument();
});

test("should offer no mode switch when one kind of method only is offered", async () => {
  renderDelivery(createFakeCheckout(), propsWith([VAN, EXPRESS], VAN.id));
  await rated();
  expect(screen.queryByRole("radiogroup", { name: /receive your order/ })).not.toBeInTheDocument();
});

test("should show the server's refusal and check the order's method again", async () => {
  const odoo = createFakeCheckout();
  odoo.on("/shop/update_carrier", () =>
    odooError({ name: "odoo.exceptions.UserError", message: "Your order is being paid." }),
  );
  const { user } = renderDelivery(odoo, propsWith([VAN, EXPRESS], VAN.id));
  await rated();
  await user.click(radio(/^Express/));
  expect(await screen.findByRole("alert")).toHaveTextContent("Your order is being paid.");
  expect(radio(/^Van/)).toBeChecked();
  expect(pendingUpdates()).toBe(0);
});
