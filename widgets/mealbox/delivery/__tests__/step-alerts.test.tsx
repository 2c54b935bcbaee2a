// Issue #15: the step's informational alerts exist per mode; each shows (as a
// toast) when the visitor is on its mode — at load or on a switch — once.
import { act, screen, waitFor } from "@testing-library/react";
import { clearToasts } from "@/ui/toast";
import { createFakeDelivery, summary } from "./fake-delivery-server";
import { renderDelivery, settled } from "./render-delivery";

jest.setTimeout(15_000);

afterEach(() => {
  act(() => clearToasts());
  sessionStorage.clear();
});

const HOME_ALERT = "Home deliveries arrive between 14:00 and 21:00.";
const PICKUP_ALERT = "Bring your order number to the store.";
const ALERTS = {
  delivery: [{ id: 1, message: HOME_ALERT, tone: "info" }],
  pickup: [{ id: 2, message: PICKUP_ALERT, tone: "info" }],
};

function alertAsks(server: ReturnType<typeof createFakeDelivery>) {
  return server.params("/mealbox/address").slice(1);
}

test("should show the pick-up alert on switching to pick-up, the home alert of the load once", async () => {
  const server = createFakeDelivery({}, { alerts: ALERTS });
  const { user } = await renderDelivery(server);
  expect(await screen.findByText(HOME_ALERT)).toBeInTheDocument();
  expect(screen.queryByText(PICKUP_ALERT)).toBeNull();

  await user.click(screen.getByRole("radio", { name: "Pick-up at a store" }));
  expect(await screen.findByText(PICKUP_ALERT)).toBeInTheDocument();
  expect(alertAsks(server)).toEqual([{ meal_no: 3, person: 2, order_id: 42, delivery_type: "pick_store" }]);

  // Back and forth: nothing asked again, nothing shown twice.
  await user.click(screen.getByRole("radio", { name: "Home delivery" }));
  await settled();
  await user.click(screen.getByRole("radio", { name: "Pick-up at a store" }));
  await settled();
  expect(alertAsks(server)).toHaveLength(1);
  expect(screen.getAllByText(HOME_ALERT)).toHaveLength(1);
  expect(screen.getAllByText(PICKUP_ALERT)).toHaveLength(1);
});

test("should show the home alert when a pick-up order switches to home, once its option is on the order", async () => {
  const base = summary();
  const server = createFakeDelivery(
    {
      order_details: { ...base.order_details, delivery_type: "pick_store", store_id: 1, carrier_id: 101 },
    },
    { alerts: ALERTS },
  );
  const { user } = await renderDelivery(server);
  expect(await screen.findByText(PICKUP_ALERT)).toBeInTheDocument();
  expect(screen.queryByText(HOME_ALERT)).toBeNull();

  await user.click(screen.getByRole("radio", { name: "Home delivery" }));
  expect(await screen.findByText(HOME_ALERT)).toBeInTheDocument();
  // The home option first (the order is for home delivery then), then the home side's alerts.
  expect(server.routes().slice(1)).toEqual(["/delivery/option/details", "/mealbox/address"]);
  expect(alertAsks(server)).toEqual([{ meal_no: 3, person: 2, order_id: 42, delivery_type: "delivery" }]);

  await user.click(screen.getByRole("radio", { name: "Pick-up at a store" }));
  await settled();
  await waitFor(() => expect(server.routes().length).toBe(4));
  expect(screen.getAllByText(PICKUP_ALERT)).toHaveLength(1);
  expect(screen.getAllByText(HOME_ALERT)).toHaveLength(1);
});

test("should not show the pick-up side's alerts as the home side's", async () => {
  const base = summary();
  // A pick-up order whose home side offers no option: the order stays a pick-up,
  // so /mealbox/address still answers the pick-up side (the step waits for an option).
  const server = createFakeDelivery(
    {
      delivery_options_list: [],
      order_details: { ...base.order_details, delivery_type: "pick_store", store_id: 1, carrier_id: 101 },
    },
    { alerts: ALERTS },
  );
  const { user } = await renderDelivery(server);
  expect(await screen.findByText(PICKUP_ALERT)).toBeInTheDocument();
  await user.click(screen.getByRole("radio", { name: "Home delivery" }));
  await waitFor(() => expect(alertAsks(server)).toHaveLength(1));
  await settled();
  expect(screen.queryByText(HOME_ALERT)).toBeNull();
  expect(screen.getAllByText(PICKUP_ALERT)).toHaveLength(1);
});
