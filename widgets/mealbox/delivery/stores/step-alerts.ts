// The delivery step's informational alerts (spec §2.7: each shown once, as a
// toast). /mealbox/address answers the alerts of one side: the load's, and the
// other side's when asked with delivery_type. The home side's come only once
// the order is for home delivery (its option sent), so they are asked again
// after a home option's answer when asked too early.
import type { SerialQueue } from "@/core/data/serial-queue";
import type { RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { DeliveryMode } from "./delivery-state";

type Summary = RouteResult<"/mealbox/address">;

export type StepAlerts = {
  /** Shows `alerts` (those of `mode`), each once. */
  show(mode: DeliveryMode, alerts: Summary["alerts"]): void;
  /** Asks the alerts of `mode` after the calls queued before, unless shown or being asked. */
  ask(mode: DeliveryMode): void;
};

export function alertsModeOf(answer: Summary): DeliveryMode {
  return answer.is_pick ? "pick_store" : "delivery";
}

export function createStepAlerts({
  queue,
  load,
  currentMode,
  isLoaded,
  notice,
}: {
  queue: SerialQueue;
  /** /mealbox/address for the step's order, with `delivery_type`. */
  load: (params: Pick<RouteParams<"/mealbox/address">, "delivery_type">) => Promise<Summary>;
  currentMode: () => DeliveryMode;
  isLoaded: () => boolean;
  notice: (message: string) => void;
}): StepAlerts {
  const modesShown = new Set<DeliveryMode>();
  const modesAsked = new Set<DeliveryMode>();
  const shown = new Set<number>();

  const alerts: StepAlerts = {
    show(mode, list) {
      modesShown.add(mode);
      for (const alert of list) {
        if (shown.has(alert.id)) continue;
        shown.add(alert.id);
        notice(alert.message);
      }
    },
    ask(mode) {
      if (!isLoaded() || modesShown.has(mode) || modesAsked.has(mode)) return;
      modesAsked.add(mode);
      void queue
        .run(async () => {
          if (currentMode() !== mode) return;
          const answer = await load({ delivery_type: mode });
          if (alertsModeOf(answer) === mode && currentMode() === mode) alerts.show(mode, answer.alerts);
        })
        // Informational only: no alert is no problem (asked again on the next switch).
        .catch(() => undefined)
        .finally(() => modesAsked.delete(mode));
    },
  };
  return alerts;
}
