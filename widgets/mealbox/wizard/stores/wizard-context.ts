// What every slice of the wizard store shares: one state (get/set), one
// serial queue of server calls, one way to call the server and one to speak
// to the visitor. Slices are plain functions over this, not separate stores.
import type { SerialQueue } from "@/core/data/serial-queue";
import type { RouteName, RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { WizardEvent } from "./wizard-events";
import type { WizardSnapshot } from "./wizard-state";

export type WizardContext = {
  get(): WizardSnapshot;
  /** Merges `patch` into the state and tells the view. */
  set(patch: Partial<WizardSnapshot>): void;
  /** A server call, aborted when the store stops. */
  call<R extends RouteName>(route: R, params: RouteParams<R>): Promise<RouteResult<R>>;
  /**
   * Every server call goes through it, one at a time in click order: rapid
   * clicks can neither interleave nor overfill the box.
   */
  queue: SerialQueue;
  emit(event: WizardEvent): void;
  /** The store was stopped (the widget left the page): late failures are not reported. */
  stopped(): boolean;
  win: Window;
};
