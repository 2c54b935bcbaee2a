import { useState } from "react";
import type { Translate } from "@/core/i18n/translate";
import { useTranslate } from "@/core/i18n/use-translate";
import { useCall, useSingleFlight, type Call } from "@/core/data/use-mutation";
import { showToast } from "@/core/ui/toast";
import type { DeliveryStore } from "../stores/create-delivery-store";
import type { DeliverySelection, DeliveryServerState, DeliverySnapshot } from "../stores/delivery-state";
import { chosenCarrier, chosenTotals } from "../stores/delivery-totals";
import { navigateTo } from "../utils/navigate";
import { homePayProblem, isNoDate, pickupPayProblem } from "../utils/pay-checks";

export type PayChain = {
  /** The Pay button: checks, then validates and prepares the order, then leaves for Odoo's payment page. */
  pay: () => void;
  /** Paying, or leaving the page: the step's controls wait. */
  isPaying: boolean;
};

/** The first failing pay check of the visitor's choice (pay-checks.ts), or null. */
export function payProblem(
  server: DeliveryServerState,
  selection: DeliverySelection,
  t: Translate,
): string | null {
  const { shipping, summary } = server;
  if (selection.mode === "delivery") {
    const available = shipping.options.filter((o) => o.available);
    return homePayProblem(
      {
        shippingZip: shipping.shipping?.zip ?? "",
        noOption: available.length > 0 && !available.some((o) => o.id === selection.optionId),
        date: selection.homeDate,
        shippingPhone: shipping.shipping?.phone ?? "",
      },
      t,
    );
  }
  const billingPhone = shipping.billing?.phone || summary.partner_data.phone;
  return pickupPayProblem({ storeId: selection.storeId, date: selection.pickupDate, billingPhone }, t);
}

/** Where the chain ends: the page to go to, a zip not delivered, or totals that are not the choice's. */
type PrepareOutcome = { go: string } | { stop: "not-delivered" | "unpriced" };

/** The server's part of the chain, in turn after the step's calls queued before it. */
async function prepareOrder(
  call: Call,
  store: DeliveryStore,
  selection: DeliverySelection,
  signal: AbortSignal,
): Promise<PrepareOutcome> {
  const { orderId, meal, people } = store.init;
  const { mode, isIndividual, storeId } = selection;
  const date = mode === "delivery" ? selection.homeDate : selection.pickupDate;
  const server = store.getSnapshot().server;
  // Never to the payment page with a total the step did not show (its carrier's call failed).
  // Without any carrier to choose (no option home) the server's checks below tell why.
  if (!server || (chosenCarrier(server, selection) !== 0 && !chosenTotals(server, selection)))
    return { stop: "unpriced" };
  if (mode === "delivery") {
    const zip = await call(
      "/mealbox/zip/validate",
      {
        delivery_date: date,
        zip: server.shipping.shipping?.zip ?? "",
        order_id: orderId,
        // The total after any promo code answered while Pay waited its turn.
        final_amount: server.totals.total,
        is_individual: isIndividual ? 1 : 0,
      },
      { signal },
    );
    if (zip.zip) return { stop: "not-delivered" };
  }
  const valid = await call(
    "/mealbox/meal/validate",
    { meal, order_id: orderId, remark: selection.remark.trim() },
    { signal },
  );
  // Spec §4.3: a box that is no longer complete goes back to compose.
  if (!valid) return { go: `/mealbox?meal=${meal}&people=${people}&state=compose&order_id=${orderId}` };
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
  return { go: ready.payment_url || "/shop/payment" };
}

/**
 * The Pay button's chain (spec §5.3 Home delivery pay / Pick-up pay): the
 * checks in the browser (zip or store, option, date, phone: pay-checks.ts), then
 * the carrier of the choice when the server's totals are not its, then
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
        // Gone once the visitor fixes it (e.g. chooses a date).
        const recheck = (now: DeliverySnapshot) =>
          now.server ? payProblem(now.server, now.selection, t) : null;
        store.showProblem({ message: problem, recheck });
        return;
      }
      store.clearProblem();
      store.syncCarrier();
      try {
        const outcome = await store.inTurn(() => prepareOrder(call, store, selection, signal));
        if ("stop" in outcome) {
          if (outcome.stop === "unpriced") {
            // The carrier's call failed: its message is shown already.
            if (!store.getSnapshot().problem)
              store.showProblem({ message: t("Please choose your delivery again.") });
            return;
          }
          const message = t("The delivery method is not available for your shipping address");
          store.showProblem({ message });
          showToast({ message, tone: "info" });
          return;
        }
        setLeaving(true);
        navigateTo(outcome.go);
      } catch (error) {
        store.showProblem({ error });
      }
    });
  }

  return { pay, isPaying: flight.busy || isLeaving };
}
