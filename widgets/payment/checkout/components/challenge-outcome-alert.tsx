import { useTranslate } from "@/core/i18n/use-translate";
import { Alert } from "@/ui/alert";
import type { ChallengeOutcome } from "../utils/challenge-return";

/** Why the customer is back on the form after their bank's check (3-D Secure): nothing was charged or saved. */
export function ChallengeOutcomeAlert({ outcome, adding }: { outcome: ChallengeOutcome; adding: boolean }) {
  const t = useTranslate();
  const message =
    outcome === "cancelled"
      ? adding
        ? t("You cancelled the verification with your bank: the card was not saved.")
        : t(
            "You cancelled the verification with your bank. Nothing was charged: try again or choose another payment method.",
          )
      : adding
        ? t("Your bank could not verify this card: it was not saved.")
        : t(
            "Your bank could not verify your card, so nothing was charged. Please try again or choose another payment method.",
          );
  return (
    <Alert
      tone={outcome === "cancelled" ? "warning" : "error"}
      className="weekbox-alert weekbox-payment-challenge"
    >
      {message}
    </Alert>
  );
}
