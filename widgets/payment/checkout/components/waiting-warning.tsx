import { Button } from "react-aria-components/Button";
import { Tooltip, TooltipTrigger } from "react-aria-components/Tooltip";

export type WaitingWarningProps = {
  /** Why the page stopped asking: the icon's name and its tooltip. */
  label: string;
};

/**
 * The warning icon of a payment still unconfirmed after the last poll, its
 * reason in a tooltip shown on hover and on keyboard focus (a `title` alone
 * never shows to keyboard or touch users). A button, as react-aria's
 * tooltips need a trigger that takes hover and focus; pressing it does nothing.
 */
export function WaitingWarning({ label }: WaitingWarningProps) {
  return (
    <TooltipTrigger delay={300}>
      <Button className="weekbox-payment-status-warning" aria-label={label}>
        <span aria-hidden="true">⚠</span>
      </Button>
      {/* Below the icon: above it, it would cover the status's title (the line before the message). */}
      <Tooltip className="weekbox-tooltip" placement="bottom start" offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
