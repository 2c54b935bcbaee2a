import { useState } from "react";
import type { Translate } from "@/core/i18n/translate";
import { useTranslate } from "@/core/i18n/use-translate";
import { useCall, useSingleFlight, type Call } from "@/core/data/use-mutation";
import { leavePageNotice } from "@/core/page/page-notice";
import { showToastLazily as showToast } from "@/ui/lazy-toast";
import type { DeliveryStore } from "../stores/delivery-store-api";
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
function payProblem(server: DeliveryServerState, selection: DeliverySelection, t: Translate): string | null {
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

/** The wizard's page (its compose step shows a refusal left for it). */
const WIZARD_PATH = "/mealbox";

/** Where Pay ends: the page to go to, or a refusal to show (its message, in the visitor's language). */
type PayOutcome =
  { go: string } | { stop: "unpriced" } | { stop: "refused"; message: string; toast: boolean };

/**
 * Pay's one call, in turn after the step's calls queued before it: /add/details
 * saves the remark and runs the server's checks — the box (spec §4.3
 * /mealbox/meal/validate), the zone (/mealbox/zip/validate), the total on
 * screen — before preparing the order for payment.
 */
async function prepareOrder(
  call: Call,
  store: DeliveryStore,
  selection: DeliverySelection,
  remark: string,
  signal: AbortSignal,
): Promise<PayOutcome> {
  const { orderId, meal, people } = store.init;
  const { mode, isIndividual, storeId } = selection;
  const date = mode === "delivery" ? selection.homeDate : selection.pickupDate;
  const server = store.getSnapshot().server;
  // Never to the payment page with a total the step did not show (its carrier's call failed).
  // Without any carrier to choose (no option home) the server's checks tell why.
  const shown = server && chosenTotals(server, selection);
  if (!server || (chosenCarrier(server, selection) !== 0 && !shown)) return { stop: "unpriced" };
  const answer = await call(
    "/add/details",
    {
      delivery_date: isNoDate(date) ? 0 : date,
      order_id: orderId,
      delivery_type: mode,
      // The spec's payment method of this call: chosen on Odoo's payment page instead.
      acquirer_id: 0,
      is_individual: isIndividual ? 1 : 0,
      ...(mode === "pick_store" ? { store_id: storeId } : {}),
      remark,
      meal,
      ...(shown ? { final_amount: shown.total } : {}),
    },
    { signal },
  );
  if (answer.ready) return { go: answer.payment_url || "/shop/payment" };
  switch (answer.reason) {
    case "box":
      // Spec §4.3: a box that is no longer complete goes back to compose, which says why.
      leavePageNotice(WIZARD_PATH, answer.message);
      return { go: `${WIZARD_PATH}?meal=${meal}&people=${people}&state=compose&order_id=${orderId}` };
    case "amount_changed":
      // The step shows the new total: the visitor pays it knowingly, with a second press.
      store.amountsChanged(answer);
      return { stop: "refused", message: answer.message, toast: false };
    case "not_deliverable":
      return { stop: "refused", message: answer.message, toast: true };
  }
}

/**
 * The Pay button (spec §5.3 Home delivery pay / Pick-up pay): the checks in
 * the browser (zip or store, option, date, phone: pay-checks.ts), then the
 * carrier of the choice when the server's totals are not its, then one
 * /add/details (prepareOrder), then Odoo's payment page. One at a time; a
 * click while the step waits for another answer does nothing.
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
        const outcome = await store.payInTurn((remark) =>
          prepareOrder(call, store, selection, remark, signal),
        );
        if ("stop" in outcome) {
          if (outcome.stop === "unpriced") {
            // The carrier's call failed: its message is shown already.
            if (!store.getSnapshot().problem)
              store.showProblem({ message: t("Please choose your delivery again.") });
            return;
          }
          store.showProblem({ message: outcome.message });
          if (outcome.toast) showToast({ message: outcome.message, tone: "info" });
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
