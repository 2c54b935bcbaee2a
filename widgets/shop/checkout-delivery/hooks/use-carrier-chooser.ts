import { useCallback, useEffect, useRef, useState } from "react";
import { beginCheckoutUpdate, publishCheckoutTotal } from "@/sale/checkout-store";
import { useCall } from "@/core/data/use-mutation";
import { createSerialQueue } from "@/core/data/serial-queue";
import { isAbort } from "@/core/rpc/rpc-errors";
import type { CarrierRate } from "@/core/rpc/routes/checkout-routes";
import { updateCarrier, type CarrierAnswer, type CarrierRoute } from "../api/update-carrier";
import type { ShopCheckoutDeliveryProps } from "../shop-checkout-delivery-props";
import { announceCheckoutTotal } from "../utils/page-elements";

export type CarrierChooserState = {
  /** What the server last said the order has: the page's props, then each answer. */
  confirmed: CarrierAnswer;
  /** The radio checked: the visitor's last choice while its call is on its way, else the order's method. */
  selectedId: number | null;
  /** Calls queued or on their way. */
  pending: number;
  /** The amounts changed since the page rendered them. */
  amountsChanged: boolean;
  /** What the answers said of the methods chosen (their badge follows the order's amount). */
  answered: ReadonlyMap<number, CarrierRate>;
  /** The last call that failed (an RPC error), shown until the next choice. */
  failure: unknown;
};

export type CarrierChooser = {
  state: CarrierChooserState;
  /** Puts `carrierId` on the order through `route`; nothing when it is the order's already. */
  choose: (carrierId: number, route: CarrierRoute) => void;
};

/**
 * The order's delivery method, changed one call at a time (the answers land
 * in order, the last one wins). Pay (the payment form, through the page's
 * checkout store) is disabled while a call is on its way and stays disabled
 * until the order's method can deliver it: re-enabled on `status: true`
 * (spec §4.2). Each answer's total is published for the payment form and for
 * Odoo's own payment forms.
 */
export function useCarrierChooser(props: ShopCheckoutDeliveryProps): CarrierChooser {
  const call = useCall();
  const [queue] = useState(createSerialQueue);
  const version = useRef(0);
  const [state, setState] = useState<CarrierChooserState>(() => initialState(props));
  // An order whose method cannot deliver it (or without one) holds Pay until
  // an answer says it can: an update that failed is not over for Pay.
  const statusHold = useRef<(() => void) | null>(null);

  const holdUnlessDeliverable = useCallback((status: boolean) => {
    if (!status && !statusHold.current) statusHold.current = beginCheckoutUpdate();
    if (status && statusHold.current) {
      statusHold.current();
      statusHold.current = null;
    }
  }, []);

  const [initialStatus] = useState(props.status);
  useEffect(() => {
    holdUnlessDeliverable(initialStatus);
    return () => {
      statusHold.current?.();
      statusHold.current = null;
    };
  }, [holdUnlessDeliverable, initialStatus]);

  const choose = useCallback(
    (carrierId: number, route: CarrierRoute) => {
      const mine = ++version.current;
      const endUpdate = beginCheckoutUpdate();
      setState((s) => ({ ...s, selectedId: carrierId, pending: s.pending + 1, failure: null }));
      queue
        .run(() => updateCarrier({ call }, route, carrierId))
        .then(
          (answer) => {
            publishCheckoutTotal(answer.amounts.amount_total);
            announceCheckoutTotal(answer.amounts.amount_total);
            holdUnlessDeliverable(answer.status);
            setState((s) => ({
              ...s,
              confirmed: answer,
              selectedId: mine === version.current ? answer.carrierId : s.selectedId,
              pending: s.pending - 1,
              amountsChanged: true,
              answered:
                answer.carrierId === null ? s.answered : withAnswer(s.answered, answer.carrierId, answer),
            }));
          },
          (error: unknown) => {
            if (isAbort(error)) return;
            setState((s) => ({
              ...s,
              pending: s.pending - 1,
              // The order keeps its method: the radio goes back to it.
              selectedId: mine === version.current ? s.confirmed.carrierId : s.selectedId,
              failure: mine === version.current ? error : s.failure,
            }));
          },
        )
        .finally(endUpdate);
    },
    [call, queue, holdUnlessDeliverable],
  );

  return { state, choose };
}

function initialState(props: ShopCheckoutDeliveryProps): CarrierChooserState {
  const carrier = props.carriers.find((c) => c.id === props.carrierId);
  return {
    confirmed: {
      carrierId: props.carrierId,
      status: props.status,
      errorMessage: props.errorMessage,
      isPickup: carrier?.isPickup ?? false,
      isFreeDelivery: props.amounts.amount_delivery === 0,
      amounts: props.amounts,
    },
    selectedId: props.carrierId,
    pending: 0,
    amountsChanged: false,
    answered: new Map(),
    failure: null,
  };
}

function withAnswer(
  answered: ReadonlyMap<number, CarrierRate>,
  carrierId: number,
  answer: CarrierAnswer,
): ReadonlyMap<number, CarrierRate> {
  const next = new Map(answered);
  next.set(carrierId, {
    carrier_id: carrierId,
    status: answer.status,
    amount_delivery: answer.status ? answer.amounts.amount_delivery : 0,
    is_free_delivery: answer.status && answer.isFreeDelivery,
    error_message: answer.status ? "" : answer.errorMessage,
    warning_message: "",
  });
  return next;
}
