// What the delivery step's store offers its components and hooks
// (create-delivery-store.ts builds it).
import type {
  Address,
  CheckoutResult,
  DeliveryMode,
  DeliverySnapshot,
  DeliveryStoreInit,
  PromoResult,
} from "./delivery-state";
import type { Amounts } from "./delivery-answers";

export type PayCheckProblem = {
  message: string;
  /** The check again on the current state: the message goes once it no longer says the same. */
  recheck?: (snapshot: DeliverySnapshot) => string | null;
};

export type DeliveryStore = {
  readonly init: DeliveryStoreInit;
  getSnapshot(): DeliverySnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Informational messages for a toast: the alerts of each mode (the load's;
   * the other mode's when the visitor switches to it), each once, and "not
   * deliverable here".
   */
  onNotice(listener: (message: string) => void): () => void;
  /** Loads the step unless it is loaded; returns the cleanup (aborts what is on its way). */
  start(): () => void;
  /** "Try again" after a failed load. */
  retry(): void;
  chooseMode(mode: DeliveryMode): void;
  chooseOption(optionId: number): void;
  /**
   * Sends the carrier of the visitor's choice when the server's totals are not
   * its (a failed call, an address change); the only home option when none is
   * chosen. Pay calls it before its chain.
   */
  syncCarrier(): void;
  shipTo(addressId: number): void;
  chooseStore(storeId: number): void;
  setHomeDate(date: string): void;
  setPickupDate(date: string): void;
  setRemark(remark: string): void;
  setIndividual(isIndividual: boolean): void;
  /** Opens the address form for `address` (null: a new one). */
  editAddress(address: Address | null): void;
  cancelEditing(): void;
  /** The form's /mealbox/checkout answer: the form closes, the address block follows it. */
  addressSaved(result: CheckoutResult): void;
  /**
   * Runs `task` (a component's call) after the calls queued before it, so its
   * answer lands in order; a remark waiting to be saved is saved first, and
   * when that fails `task` does not run and the returned promise fails with it.
   */
  inTurn<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Runs Pay's call, which saves the remark it is given (the typed one), in
   * turn: no separate save of the remark before it.
   */
  payInTurn<T>(task: (remark: string) => Promise<T>): Promise<T>;
  /** Pay's answer that the total is not the one on screen: the step shows the order's. */
  amountsChanged(amounts: Amounts): void;
  promoApplied(result: PromoResult): void;
  /** Shows a message by the Pay button; an aborted call shows nothing. */
  showProblem(problem: PayCheckProblem | { error: unknown }): void;
  clearProblem(): void;
};
