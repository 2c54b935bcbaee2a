// How each server answer changes the step's state (pure: the store applies them).
import type { RouteResult } from "@/core/rpc/route-map";
import type { StoredFields } from "../utils/stored-fields";
import type {
  DeliveryMode,
  DeliverySelection,
  DeliveryServerState,
  DeliverySummary,
  Discount,
  PromoResult,
  ShippingAnswer,
  ShippingState,
  Totals,
} from "./delivery-state";

export const INITIAL_SELECTION: DeliverySelection = {
  mode: "delivery",
  homeDate: "0",
  optionId: 0,
  remark: "",
  isIndividual: false,
  storeId: 0,
  pickupDate: "0",
};

export function shippingFrom(answer: DeliverySummary | ShippingAnswer): ShippingState {
  const isSummary = "billing_address" in answer;
  return {
    message: answer.message,
    billing: isSummary ? answer.billing_address : answer.billing,
    shipping: answer.shipping_address,
    shippings: answer.shippings,
    options: answer.delivery_options_list,
    dates: answer.delivery_period_list,
  };
}

function discountsFrom(summary: DeliverySummary): Discount[] {
  const amount = summary.global_discount + summary.coupon_discount;
  if (amount <= 0) return [];
  return [{ key: summary.code || "discount", code: summary.code, product: "", amount }];
}

/**
 * The first paint: what the order already holds (mode, option, date, store,
 * remark, "individual") is chosen again; what the visitor chose in this tab
 * (`stored`: dates, remark, "individual") wins, a date only while still offered.
 */
export function fromLoad(
  answer: DeliverySummary,
  stored: StoredFields = {},
): {
  server: DeliveryServerState;
  selection: DeliverySelection;
} {
  const details = answer.order_details;
  const mode: DeliveryMode =
    details.delivery_type === "pick_store" || answer.is_pick ? "pick_store" : "delivery";
  const shipping = shippingFrom(answer);
  const store = answer.store_names_list.find((s) => s.id === details.store_id);
  const homeDates = shipping.dates;
  const pickupDates = store?.delivery_period_list ?? [];
  /** The tab's date while the list still offers it (or "0": none chosen), else the order's. */
  const dateOf = (dates: readonly string[], mine: string | undefined, orders: boolean): string => {
    if (mine !== undefined && (mine === "0" || dates.includes(mine))) return mine;
    return orders && dates.includes(details.delivery_date) ? details.delivery_date : "0";
  };
  const selection: DeliverySelection = {
    ...INITIAL_SELECTION,
    mode,
    remark: stored.remark ?? details.remark,
    isIndividual: stored.isIndividual ?? details.is_individual,
    optionId: shipping.options.some((o) => o.id === details.carrier_id) ? details.carrier_id : 0,
    homeDate: dateOf(homeDates, stored.homeDate, mode === "delivery"),
    storeId: store?.id ?? 0,
    pickupDate: store ? dateOf(pickupDates, stored.pickupDate, mode === "pick_store") : "0",
  };
  const server: DeliveryServerState = {
    summary: answer,
    shipping,
    totals: {
      price: answer.price,
      discounts: discountsFrom(answer),
      amountDelivery: answer.amount_delivery,
      total: answer.total,
    },
    carrierId: details.carrier_id,
    appliedCode: answer.code,
    pickupDates,
  };
  return { server, selection };
}

/**
 * A new shipping address: its options and dates; a date or option it no longer
 * offers is unchosen. The server may have re-priced or replaced the order's
 * carrier, and this answer carries no amounts: the totals are unknown until
 * the option is sent again.
 */
export function withShipping(
  server: DeliveryServerState,
  selection: DeliverySelection,
  answer: ShippingAnswer,
): { server: DeliveryServerState; selection: DeliverySelection } {
  const shipping = shippingFrom(answer);
  return {
    server: { ...server, shipping, carrierId: null },
    selection: {
      ...selection,
      homeDate: shipping.dates.includes(selection.homeDate) ? selection.homeDate : "0",
      optionId: shipping.options.some((o) => o.id === selection.optionId) ? selection.optionId : 0,
    },
  };
}

/** The order's carrier and amounts, as the delivery routes answer them after a change. */
export type Amounts = Pick<
  RouteResult<"/delivery/option/details">,
  "carrier_id" | "amount_delivery" | "amount_total"
>;

/** A carrier sent (a home option or a store's): the order's carrier and the server's amounts with it. */
export function withCarrier(server: DeliveryServerState, answer: Amounts): DeliveryServerState {
  const totals: Totals = {
    ...server.totals,
    amountDelivery: answer.amount_delivery,
    total: answer.amount_total,
  };
  return { ...server, totals, carrierId: answer.carrier_id };
}

/** A valid promo code: its reward replaces the load's discount line; the server's new total. */
export function withPromo(server: DeliveryServerState, result: PromoResult): DeliveryServerState {
  const codes = server.appliedCode;
  const appliedCode = codes.split(", ").includes(result.code)
    ? codes
    : [codes, result.code].filter(Boolean).join(", ");
  const others = server.totals.discounts.filter((d) => d.key !== result.code && d.key !== "discount");
  const line: Discount = {
    key: result.code,
    code: result.code,
    product: result.reward_product,
    amount: result.reward_amount,
  };
  return {
    ...server,
    appliedCode,
    totals: {
      ...server.totals,
      discounts: result.reward_amount > 0 ? [...others, line] : others,
      total: result.amount_total,
    },
  };
}
