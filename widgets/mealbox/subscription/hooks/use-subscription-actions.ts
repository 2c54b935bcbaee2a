import { useCallback, useState } from "react";
import { useCall, useSingleFlight } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import type { RouteParams } from "@/core/rpc/route-map";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import type { SubscriptionState } from "@/core/rpc/routes/subscription-routes";

/** The routes that change the subscription (each answers its state after the change). */
export type SubscriptionAction =
  | "/my/subscriptions/week/dish"
  | "/my/subscriptions/week/reset"
  | "/my/subscriptions/week/skip"
  | "/my/subscriptions/pause"
  | "/my/subscriptions/box"
  | "/my/subscriptions/delivery"
  | "/my/subscriptions/card"
  | "/my/subscriptions/diets"
  | "/my/subscriptions/cancel";

/** Where a message belongs: the part of the page whose action it answers. */
export type MessagePlace = "summary" | "weeks" | "box" | "delivery" | "card" | "diets" | "cancel";

export type ActionMessage = { place: MessagePlace; tone: "error" | "success"; text: string };

export type SubscriptionActions = {
  state: SubscriptionState;
  /**
   * Sends one action (one call); its answer replaces the whole state. Resolves
   * true once done, false when refused (the message says why; what the
   * customer typed stays where it is) or when another action is still running.
   */
  act: <R extends SubscriptionAction>(
    place: MessagePlace,
    route: R,
    params: Omit<RouteParams<R>, "subscription_id">,
    done?: string,
  ) => Promise<boolean>;
  /** An action is on its way: every control that sends one waits. */
  busy: boolean;
  /** The control whose action is on its way (its button shows the spinner). */
  busyKey: string | null;
  message: ActionMessage | null;
  /** Says why an action is not sent (a rule the page checks before asking the server). */
  refuse: (place: MessagePlace, text: string) => void;
  dismiss: () => void;
};

/** The subscription's state and the customer's actions on it, one at a time. */
export function useSubscriptionActions(
  subscriptionId: number,
  initial: SubscriptionState,
): SubscriptionActions {
  const t = useTranslate();
  const call = useCall();
  const flight = useSingleFlight();
  const { run } = flight;
  const [state, setState] = useState(initial);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [message, setMessage] = useState<ActionMessage | null>(null);

  const act = useCallback<SubscriptionActions["act"]>(
    async (place, route, params, done) => {
      const outcome = await run(async () => {
        setMessage(null);
        setBusyKey(actionKey(route, params));
        try {
          const next = await call(route, { ...params, subscription_id: subscriptionId } as RouteParams<
            typeof route
          >);
          setState(next as SubscriptionState);
          if (done) setMessage({ place, tone: "success", text: done });
          return true;
        } catch (error) {
          if (isAbort(error)) return false;
          setMessage({ place, tone: "error", text: userMessage(error, t) });
          return false;
        } finally {
          setBusyKey(null);
        }
      });
      return outcome === true;
    },
    [call, run, subscriptionId, t],
  );
  const refuse = useCallback(
    (place: MessagePlace, text: string) => setMessage({ place, tone: "error", text }),
    [],
  );
  const dismiss = useCallback(() => setMessage(null), []);
  return { state, act, busy: flight.busy, busyKey, message, refuse, dismiss };
}

/** The key `busyKey` takes while `route` runs with `params` (for a control to know its own call). */
export function actionKey<R extends SubscriptionAction>(
  route: R,
  params: Omit<RouteParams<R>, "subscription_id">,
): string {
  return `${route}:${JSON.stringify(params)}`;
}
