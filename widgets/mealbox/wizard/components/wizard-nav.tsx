import type { ReactNode } from "react";

export type WizardNavProps = {
  back: ReactNode;
  next?: ReactNode;
  /** Guidance next to the buttons (e.g. how many meals are missing); announced politely. */
  message?: ReactNode;
  messageId?: string;
  /** "error" paints the message red. */
  messageTone?: "error" | "success";
};

/** The Back / Next bar under a step; sticks to the bottom of small screens. */
export function WizardNav({ back, next, message, messageId, messageTone }: WizardNavProps) {
  return (
    <div className="weekbox-wizard-nav">
      <div className="weekbox-wizard-nav-back">{back}</div>
      <p className="weekbox-wizard-nav-message" id={messageId} data-tone={messageTone} role="status">
        {message}
      </p>
      {next && <div className="weekbox-wizard-nav-next">{next}</div>}
    </div>
  );
}
