// Which totals the step may show: the server's, and only when they include the
// carrier /add/details will put on the order for the visitor's choice — the
// chosen home option, or the chosen store's carrier. Otherwise (several
// options and none chosen, no store yet, an answer on its way) the step shows
// no total rather than one /shop/payment would not charge. Nothing is computed here.
import type { DeliverySelection, DeliveryServerState, Totals } from "./delivery-state";

/** The carrier of the visitor's choice: the home option, the store's carrier; 0 while none is chosen. */
export function chosenCarrier(server: DeliveryServerState, selection: DeliverySelection): number {
  if (selection.mode === "delivery") {
    const option = server.shipping.options.find((o) => o.id === selection.optionId && o.available);
    return option?.id ?? 0;
  }
  const store = server.summary.store_names_list.find((s) => s.id === selection.storeId);
  return store?.delivery_type ?? 0;
}

/** The server's totals when they are those of the visitor's choice, else null (show no total). */
export function chosenTotals(server: DeliveryServerState, selection: DeliverySelection): Totals | null {
  const carrier = chosenCarrier(server, selection);
  return carrier !== 0 && server.carrierId === carrier ? server.totals : null;
}
