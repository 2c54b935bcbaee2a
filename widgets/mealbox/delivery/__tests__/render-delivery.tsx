// Test helper: renders the delivery step talking to a fake Odoo.
import { render, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastHost } from "@/ui/toast";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { MealboxDelivery } from "../components/mealbox-delivery";
import { createFakeDelivery, type FakeDelivery } from "./fake-delivery-server";
import "./with-aria-controls";

export async function renderDelivery(server: FakeDelivery = createFakeDelivery()) {
  const user = userEvent.setup();
  const view = render(
    <RpcClientContext.Provider value={server.client}>
      <MealboxDelivery orderId={42} meal={3} people={2} isPublicUser={false} showMap={false} />
      <ToastHost />
    </RpcClientContext.Provider>,
  );
  await within(view.container).findByRole("button", { name: /^Pay/ });
  // The first paint's own calls (the order's carrier, when it has not the chosen one) are answered.
  await settled(view.container);
  return { server, user, ...view };
}

/** Nothing the step waits for: no choice's answer on its way (Pay does nothing meanwhile). */
export async function settled(container: HTMLElement = document.body) {
  await waitFor(() => expect(container.querySelector('.weekbox-delivery[aria-busy="true"]')).toBeNull());
}
