import { useAtomValue } from "jotai";
import { useState } from "react";
import { checkoutTotalAtom, checkoutUpdatesPendingAtom } from "@/sale/checkout-store";
import type { PaymentFormProps } from "../payment-form-props";

export type PayGate = {
  /** The terms and conditions page when the customer must accept them to pay; null: no checkbox. */
  termsUrl: string | null;
  /** The customer ticked "I agree to the terms and conditions". */
  termsAccepted: boolean;
  setTermsAccepted: (accepted: boolean) => void;
  /** Another widget of the checkout is updating the order (a carrier change...): Pay waits (spec §4.2). */
  updatesPending: boolean;
  /** What Pay pays: the order's total after the checkout's last update, else the page's amount. */
  amount: number | undefined;
  /** Pay may start: the terms ticked when asked, no update on its way. Always when adding a card. */
  isOpen: boolean;
};

/**
 * What Pay waits for besides the form itself (spec §5.2, §4.2): the terms
 * and conditions ticked when the website asks for them, and the checkout's
 * order updates, which the other widgets of the page announce in jotai's
 * default store (sale/checkout-store); Pay pays the total they leave.
 */
export function usePayGate(props: PaymentFormProps): PayGate {
  const updatesInFlight = useAtomValue(checkoutUpdatesPendingAtom);
  const checkoutTotal = useAtomValue(checkoutTotalAtom);
  const [termsAccepted, setTermsAccepted] = useState(false);
  // The payment methods page pays nothing: no terms, no checkout.
  const paying = props.mode === "payment";
  const termsUrl = paying ? (props.termsUrl ?? null) : null;
  const updatesPending = paying && updatesInFlight > 0;
  return {
    termsUrl,
    termsAccepted,
    setTermsAccepted,
    updatesPending,
    amount: paying ? (checkoutTotal ?? props.amount) : props.amount,
    isOpen: (termsUrl === null || termsAccepted) && !updatesPending,
  };
}
