// What the store tells the visitor, as events: the store knows nothing of the
// UI, a hook of the view (use-wizard-toasts) shows them as toasts.

export type WizardMessage = {
  type: "message";
  tone: "error" | "info";
  text: string;
  title?: string;
  /** "center" for a problem that blocks moving on; the corner otherwise. */
  placement?: "center";
  /** How long it stays; the toast's default for its tone when absent. */
  timeoutMs?: number;
};

export type WizardEvent = WizardMessage | { type: "clear-messages" };

export type WizardEventListener = (event: WizardEvent) => void;

export type WizardEvents = {
  emit(event: WizardEvent): void;
  /** Calls `listener` with every event from now on; the returned function unsubscribes. */
  subscribe(listener: WizardEventListener): () => void;
};

export function createWizardEvents(): WizardEvents {
  const listeners = new Set<WizardEventListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
