// The delivery step's state: what the server last answered and what the
// visitor has chosen. Types only; the store (create-delivery-store.ts) keeps it.
import type { RouteResult } from "@/core/rpc/route-map";
import type { DeliveryCookies } from "../utils/delivery-cookies";

export type DeliverySummary = RouteResult<"/mealbox/address">;
export type Address = NonNullable<DeliverySummary["billing_address"]>;
export type DeliveryOption = DeliverySummary["delivery_options_list"][number];
export type PickupStore = DeliverySummary["store_names_list"][number];
export type Country = { id: number; name: string; code: string };
export type CheckoutResult = RouteResult<"/mealbox/checkout">;
export type ShippingAnswer = RouteResult<"/mealbox/shiping/address"> | CheckoutResult;
export type PromoResult = RouteResult<"/check/promo">;

export type DeliveryMode = "delivery" | "pick_store";

/** What the address block shows; refreshed by /mealbox/checkout and /mealbox/shiping/address. */
export type ShippingState = {
  message: string;
  billing: Address | null;
  shipping: Address | null;
  shippings: readonly Address[];
  options: readonly DeliveryOption[];
  dates: readonly string[];
};

/** A discount line: the load's global/coupon discount, or a promo code's reward. */
export type Discount = { key: string; code: string; product: string; amount: number };

export type Totals = {
  /** Box, dishes and extras before discounts and delivery. */
  price: number;
  discounts: readonly Discount[];
  amountDelivery: number;
  /** The server's total: what will be paid. */
  total: number;
};

/** What the server last answered. */
export type DeliveryServerState = {
  summary: DeliverySummary;
  shipping: ShippingState;
  totals: Totals;
  /**
   * The carrier the totals include (the order's carrier when the server last
   * answered amounts); null when an answer changed the order without saying
   * (an address change). The totals are those of the visitor's choice only
   * when it is that choice's carrier (see delivery-totals.ts).
   */
  carrierId: number | null;
  /** The code(s) on the order, ", "-separated. */
  appliedCode: string;
  /** The chosen store's pick-up dates. */
  pickupDates: readonly string[];
};

/** What the visitor chose; a date is "YYYY-MM-DD" or "0" (the select's placeholder). */
export type DeliverySelection = {
  mode: DeliveryMode;
  homeDate: string;
  optionId: number;
  remark: string;
  isIndividual: boolean;
  storeId: number;
  pickupDate: string;
};

/** billing: the customer's own address; edit: one of their shipping addresses; new: a new one. */
export type AddressFormMode = "billing" | "edit" | "new";

/** The address form on screen, and which address it edits (null: a new one). */
export type AddressEditing = { mode: AddressFormMode; address: Address | null };

/**
 * The message by the Pay button: given as is, or an error the view words
 * (`userMessage`). A pay check's message has `recheck`: the check run again on
 * each change, and the message goes once it no longer says the same.
 */
export type Problem = {
  n: number;
  message: string | null;
  error: unknown;
  recheck?: ((snapshot: DeliverySnapshot) => string | null) | undefined;
};

/** Which kind of call the step waits for (the view disables the controls meanwhile). */
export type DeliveryBusy = "address" | "option" | "store";

export type DeliverySnapshot = {
  /** "loading" until /mealbox/address answers; "failed" when it did not (Try again). */
  status: "loading" | "ready" | "failed";
  loadError: unknown;
  server: DeliveryServerState | null;
  selection: DeliverySelection;
  editing: AddressEditing | null;
  busy: DeliveryBusy | null;
  problem: Problem | null;
};

/** A snapshot once the step is loaded. */
export type ReadyDelivery = DeliverySnapshot & { server: DeliveryServerState };

export type DeliveryStoreInit = {
  orderId: number;
  meal: number;
  people: number;
  cookies: DeliveryCookies;
};
