// Test helper: the delivery date routes in process (shapes of
// core/rpc/routes/checkout-routes.ts) and the widget rendered on them.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDefaultStore } from "jotai";
import { checkoutUpdatesPendingAtom } from "@/sale/checkout-store";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import type { DeliveryDates } from "@/core/rpc/routes/checkout-routes";
import { createFakeOdoo, odooResult, type FakeOdoo, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { ShopDeliveryDate } from "../components/shop-delivery-date";
import "./with-aria-controls";

export const ORDER_ID = 42;
export const SET = "/shop/checkout/set_delivery_date";

/** April 2030: Monday 1st to Saturday 20th, no delivery on Sundays (the server's 6), closed on the 2nd 10:00–12:00. */
export function datesWith(init: Partial<DeliveryDates> = {}): DeliveryDates {
  return {
    min_date: [2030, 4, 1],
    max_date: [2030, 4, 20],
    forbidden_intervals: [["2030-04-02 10:00", "2030-04-02 12:00"]],
    forbidden_days: [6],
    format: "YYYY-MM-DD HH:mm",
    selected: null,
    required: true,
    tz: "Europe/Brussels",
    ...init,
  };
}

export function createFakeDates(dates: DeliveryDates = datesWith(), setHandler?: FakeHandler): FakeOdoo {
  return createFakeOdoo({
    "/shop/checkout/get_dates": () => odooResult(dates),
    [SET]:
      setHandler ??
      (({ params }) => odooResult({ ...(params as object), commitment_date: "2030-04-01 14:00:00" })),
  });
}

/** The params of every save, in order. */
export function saves(odoo: FakeOdoo): { order_id: number; date: string; hour: number }[] {
  return odoo.calls
    .filter((call) => call.url.pathname === SET)
    .map((call) => (call.body as { params: { order_id: number; date: string; hour: number } }).params);
}

export function pendingUpdates(): number {
  return getDefaultStore().get(checkoutUpdatesPendingAtom);
}

export function renderDates(odoo: FakeOdoo) {
  const user = userEvent.setup();
  const client = createRpcClient({ fetch: odoo.fetch });
  const view = render(
    <RpcClientContext.Provider value={client}>
      <ShopDeliveryDate orderId={ORDER_ID} />
    </RpcClientContext.Provider>,
  );
  return { user, ...view };
}
