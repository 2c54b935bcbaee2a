// Test helper: the delivery methods' routes in process (shapes of
// core/rpc/routes/checkout-routes.ts) and the widget rendered on them, in a
// page holding website_sale's order summary and address card.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDefaultStore } from "jotai";
import { checkoutTotalAtom, checkoutUpdatesPendingAtom } from "@/sale/checkout-store";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import type { CarrierRate } from "@/core/rpc/routes/checkout-routes";
import { createFakeOdoo, odooResult, type FakeOdoo, type FakeReply } from "@/core/testing/fake-odoo-fetch";
import { ShopCheckoutDelivery } from "../components/shop-checkout-delivery";
import type { CheckoutCarrier, ShopCheckoutDeliveryProps } from "../shop-checkout-delivery-props";
import "./with-aria-controls";

export const CURRENCY = { name: "EUR", symbol: "€", position: "after" as const, decimals: 2 };
export const GOODS = 20;

export const VAN: CheckoutCarrier = {
  id: 1,
  name: "Van",
  isPickup: false,
  description: "",
  pickupAddress: "",
};
export const EXPRESS: CheckoutCarrier = {
  id: 2,
  name: "Express",
  isPickup: false,
  description: "Next working day.",
  pickupAddress: "",
};
export const BIKE: CheckoutCarrier = {
  id: 3,
  name: "Bike",
  isPickup: false,
  description: "",
  pickupAddress: "",
};
export const SHOP: CheckoutCarrier = {
  id: 4,
  name: "Pick up at the shop",
  isPickup: true,
  description: "",
  pickupAddress: "Weekbox, Rue Neuve 1, 1000 Bruxelles",
};

const PRICES: Record<number, number> = { [VAN.id]: 5, [EXPRESS.id]: 6.5, [SHOP.id]: 0 };
export const BIKE_ERROR = "Bike takes orders up to 10.00 €.";

export function rateOf(carrier: CheckoutCarrier): CarrierRate {
  const price = PRICES[carrier.id];
  return price === undefined
    ? {
        carrier_id: carrier.id,
        status: false,
        amount_delivery: 0,
        is_free_delivery: false,
        error_message: BIKE_ERROR,
        warning_message: "",
      }
    : {
        carrier_id: carrier.id,
        status: true,
        amount_delivery: price,
        is_free_delivery: price === 0,
        error_message: "",
        warning_message: "",
      };
}

export function amountsWith(delivery: number) {
  return {
    amount_delivery: delivery,
    amount_untaxed: GOODS + delivery,
    amount_tax: 0,
    amount_total: GOODS + delivery,
  };
}

export function propsWith(
  carriers: CheckoutCarrier[] = [VAN, EXPRESS, BIKE, SHOP],
  carrierId: number | null = VAN.id,
): ShopCheckoutDeliveryProps {
  return {
    carriers,
    carrierId,
    status: carrierId !== null,
    errorMessage: "",
    amounts: amountsWith(carrierId === null ? 0 : (PRICES[carrierId] ?? 0)),
    currency: CURRENCY,
  };
}

/** What the order has after `carrierId` is put on it, as either update route says it. */
function answerFor(route: string, carrierId: number) {
  const carrier = [VAN, EXPRESS, BIKE, SHOP].find((c) => c.id === carrierId)!;
  const rate = rateOf(carrier);
  const amounts = amountsWith(rate.amount_delivery);
  const common = {
    carrier_id: carrierId,
    status: rate.status,
    error_message: rate.error_message,
    is_free_delivery: rate.status && rate.is_free_delivery,
    is_pickup: carrier.isPickup,
  };
  if (route === "/shop/update_carrier") {
    return {
      ...common,
      new_amount_delivery: `<span>${amounts.amount_delivery}</span>`,
      new_amount_delivery_raw: amounts.amount_delivery,
      new_amount_untaxed_raw: amounts.amount_untaxed,
      new_amount_tax_raw: amounts.amount_tax,
      new_amount_total_raw: amounts.amount_total,
    };
  }
  return { ...common, shipping_country_id: 20, ...amounts };
}

export type FakeCheckout = FakeOdoo & {
  /** The carrier_id params sent to a route, in order. */
  chosen(route: string): number[];
  /** Holds the next answers of the update routes until `release()` (or `fail()`). */
  hold(): void;
  release(): void;
};

export function createFakeCheckout(carriers: CheckoutCarrier[] = [VAN, EXPRESS, BIKE, SHOP]): FakeCheckout {
  const waiting: (() => void)[] = [];
  let holding = false;
  const update =
    (route: string) =>
    async ({ params }: { params: unknown }) => {
      const reply = odooResult(answerFor(route, (params as { carrier_id: number }).carrier_id));
      if (!holding) return reply;
      return new Promise<FakeReply>((resolve) => waiting.push(() => resolve(reply)));
    };
  const odoo = createFakeOdoo({
    "/shop/weekbox/carrier_rates": () => odooResult({ carriers: carriers.map(rateOf) }),
    "/shop/update_carrier": update("/shop/update_carrier"),
    "/shop/update_carrier_id": update("/shop/update_carrier_id"),
  });
  return Object.assign(odoo, {
    chosen: (route: string) =>
      odoo.calls
        .filter((call) => call.url.pathname === route)
        .map((call) => (call.body as { params: { carrier_id: number } }).params.carrier_id),
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const answer of waiting.splice(0)) answer();
    },
  });
}

/** The page around the widget: website_sale's summary amounts and the address card's shipping part. */
export const PAGE_HTML = `
  <div id="shipping_and_billing"><b>Billing<span data-weekbox-shipping-address="1"> &amp; Shipping</span>: </b>Rue Neuve 1</div>
  <table>
    <tr id="order_delivery"><td><span class="monetary_field">5.00 €</span></td></tr>
    <tr id="order_total_untaxed"><td><span class="monetary_field">25.00 €</span></td></tr>
    <tr id="order_total_taxes"><td><span class="monetary_field">0.00 €</span></td></tr>
    <tr id="order_total"><td><strong class="monetary_field">25.00 €</strong></td></tr>
  </table>
  <span id="amount_total_summary" class="monetary_field">25.00 €</span>
`;

export function pendingUpdates(): number {
  return getDefaultStore().get(checkoutUpdatesPendingAtom);
}

export function publishedTotal(): number | null {
  return getDefaultStore().get(checkoutTotalAtom);
}

export function resetCheckoutStore(): void {
  getDefaultStore().set(checkoutUpdatesPendingAtom, 0);
  getDefaultStore().set(checkoutTotalAtom, null);
}

export function renderDelivery(odoo: FakeOdoo, props: ShopCheckoutDeliveryProps = propsWith()) {
  document.body.innerHTML = PAGE_HTML;
  const user = userEvent.setup();
  const client = createRpcClient({ fetch: odoo.fetch });
  const view = render(
    <RpcClientContext.Provider value={client}>
      <ShopCheckoutDelivery {...props} />
    </RpcClientContext.Provider>,
    { container: document.body.appendChild(document.createElement("div")) },
  );
  return { user, ...view };
}
