import type { Call } from "@/core/data/use-mutation";
import type { RouteParams } from "@/core/rpc/route-map";

export type SimulatedState = RouteParams<"/payment/demo/simulate_payment">["simulated_state"];

/**
 * Tells the test provider the outcome of the transaction just created (its
 * reference): payment_demo then sets its state as a provider's answer would.
 */
export async function simulatePayment(
  call: Call,
  reference: string,
  paymentDetails: string,
  simulatedState: SimulatedState,
): Promise<void> {
  await call("/payment/demo/simulate_payment", {
    reference,
    payment_details: paymentDetails,
    simulated_state: simulatedState,
  });
}
