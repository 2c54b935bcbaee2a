import { Alert } from "@/ui/alert";
import type { MessagePlace, SubscriptionActions } from "../hooks/use-subscription-actions";

/** The answer to the last action, where the customer made it. */
export function ActionAlert({ actions, place }: { actions: SubscriptionActions; place: MessagePlace }) {
  const { message, dismiss } = actions;
  if (message?.place !== place) return null;
  return (
    <Alert tone={message.tone} onDismiss={dismiss} className="weekbox-alert weekbox-subscription-alert">
      {message.text}
    </Alert>
  );
}
