import { useState } from "react";
import type { Translate } from "@/core/i18n/translate";
import { useTranslate } from "@/core/i18n/use-translate";
import { useCall, useSingleFlight, type Call } from "@/core/data/use-mutation";
import { showToast } from "@/core/ui/toast";
import type { DeliveryStore } from "../stores/create-delivery-store";
import type { DeliverySelection, DeliveryServerState } from "../stores/delivery-state";
import { navigateTo } from "../utils/navigate";
import { homePayProblem, isNoDate, pickupPayProblem } from "../utils/pay-checks";

export type PayChain = {
  /** The Pay button: checks, then validates and prepares the order, then leaves for Odoo's payment page. */
  pay: () => void;
  /** Paying, or leaving the page: the step's controls wait. */
  isPaying: boolean;
};

function payProblem(server: DeliveryServerState, selection: DeliverySelection, t: Translate) {
  const { shipping, summary } = server;
  if (selection.mode === "delivery") {
    return homePayProblem(
      {
        shippingZip: shipping.shipping?.zip ?? "",
        date: selection.homeDate,
        shippingPhone: shipping.shipping?.phone ?? "",
      },
      t,
    );
  }
  const billingPhone = shipping.billing?.phone || summary.partner_data.phone;
  return pickupPayProblem({ storeId: selection.storeId, date: selection.pickupDate, billingPhone }, t);
}

/** The server's part of the chain; resolves with where to go, or null when the zip is not delivered. */
async function prepareOrder(
  call: Call,
  store: DeliveryStore,
  selection: DeliverySelection,
  signal: AbortSignal,
): Promise<string | null> {
  const { orderId, meal, people } = store.init;
  const { mode, isIndividual, storeId } = selection;
  const date = mode === "delivery" ? selection.homeDate : selection.pickupDate;
  const server = store.getSnapshot().server;
  if (mode === "delivery") {
    const zip = await call(
      "/mealbox/zip/validate",
      {
        delivery_date: date,
        zip: server?.shipping.shipping?.zip ?? "",
        order_id: orderId,
        // The total after any promo code answered while Pay waited its turn.
        final_amount: server?.totals.total ?? 0,
        is_individual: isIndividual ? 1 : 0,
      },
      { signal },
    );
    if (zip.zip) return null;
  }
  const valid = await call(
    "/mealbox/meal/validate",
    { meal, order_id: orderId, remark: selection.remark.trim() },
    { signal },
  );
  // Spec §4.3: a box that is no longer complete goes back to compose.
  if (!valid) return `/mealbox?meal=${meal}&people=${people}&state=compose&order_id=${orderId}`;
  const ready = await call(
    "/add/details",
    {
      delivery_date: isNoDate(date) ? 0 : date,
      order_id: orderId,
      delivery_type: mode,
      is_individual: isIndividual ? 1 : 0,
      ...(mode === "pick_store" ? { store_id: storeId } : {}),
    },
    { signal },
  );
  return ready.payment_url || "/shop/payment";
}

/**
 * The Pay button's chain (spec §5.3 Home delivery pay / Pick-up pay): the
 * checks in the browser (zip or store, date, phone: pay-checks.ts), then
 * /mealbox/zip/validate (home delivery), /mealbox/meal/validate and
 * /add/details, then Odoo's payment page. One at a time; a click while the
 * step waits for another answer does nothing.
 */
export function usePayChain(store: DeliveryStore): PayChain {
  const t = useTranslate();
  const call = useCall();
  const flight = useSingleFlight();
  // Once the page is being left, the button stays pending until it is gone.
  const [isLeaving, setLeaving] = useState(false);

  function pay() {
    if (isLeaving) return;
    void flight.run(async (signal) => {
      const { server, selection, busy } = store.getSnapshot();
      if (!server || busy) return;
      const problem = payProblem(server, selection, t);
      if (problem) {
        store.showProblem({ message: problem });
        return;
      }
      store.clearProblem();
      try {
        const url = await store.inTurn(() => prepareOrder(call, store, selection, signal));
        if (url === null) {
          const message = t("The delivery method is not available for your shipping address");
          store.showProblem({ message });
          showToast({ message, tone: "info" });
          return;
        }
        setLeaving(true);
        navigateTo(url);
      } catch (error) {
        store.showProblem({ error });
      }
    });
  }

  return { pay, isPaying: flight.busy || isLeaving };
}
