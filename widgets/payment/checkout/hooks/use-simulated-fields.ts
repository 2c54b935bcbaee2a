import { useState } from "react";
import type { SimulatedState } from "../api/simulate-payment";

/** The test payment's fields (the demo provider's own method): what the tester typed and the outcome chosen. */
export type SimulatedFields = {
  paymentDetails: string;
  setPaymentDetails: (paymentDetails: string) => void;
  simulatedState: SimulatedState;
  setSimulatedState: (simulatedState: SimulatedState) => void;
};

/** As Odoo's demo form opens: no details, a successful payment. */
export function useSimulatedFields(): SimulatedFields {
  const [paymentDetails, setPaymentDetails] = useState("");
  const [simulatedState, setSimulatedState] = useState<SimulatedState>("done");
  return { paymentDetails, setPaymentDetails, simulatedState, setSimulatedState };
}
