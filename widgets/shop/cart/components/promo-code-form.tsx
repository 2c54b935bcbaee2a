import { memo, useId, useState, type FormEvent } from "react";
import { useSingleFlight } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import { FieldError, Input, Label, TextField } from "@/ui/upgrade/controls";
import { UpgradeScope } from "@/ui/upgrade/upgrade-scope";
import type { PromoAnswer } from "../api/apply-promo-code";

export type PromoCodeFormProps = {
  /** The codes already applied to the order. */
  appliedCodes: readonly string[];
  /** Applies a code in turn with the cart's other calls (its cart becomes the page's). */
  applyPromo: (code: string) => Promise<PromoAnswer>;
};

type Outcome =
  | { kind: "refused"; message: string }
  | { kind: "applied"; message: string; n: number }
  | { kind: "failed"; message: string; n: number };

/**
 * The promo code form (spec §2.5): one call per Apply. A refused code is the
 * field's error (the server's words) and stays typed; an applied one clears
 * the field, says so and the totals follow the answer. Submitted by React
 * only: the form needs no Odoo JS (`o_no_wait_lazy_js`). Its field and
 * button are plain until first used, react-aria's then (ui/upgrade).
 *
 * Memoised: a quantity's answer keeps the same codes, not rendered again.
 */
export const PromoCodeForm = memo(function PromoCodeForm({ appliedCodes, applyPromo }: PromoCodeFormProps) {
  const t = useTranslate();
  const [code, setCode] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const flight = useSingleFlight();
  const appliedId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const promo = code.trim();
    if (!promo) {
      setOutcome({ kind: "refused", message: t("Please enter a promo code.") });
      return;
    }
    void flight.run(async () => {
      try {
        const answer = await applyPromo(promo);
        if (answer.valid) {
          setCode("");
          setOutcome((prev) => ({
            kind: "applied",
            message: answer.message || t("Your promo code is applied."),
            n: (prev && "n" in prev ? prev.n : 0) + 1,
          }));
        } else {
          setOutcome({ kind: "refused", message: answer.message || t("This promo code is not valid.") });
        }
      } catch (error) {
        if (isAbort(error)) return;
        setOutcome((prev) => ({
          kind: "failed",
          message: userMessage(error, t),
          n: (prev && "n" in prev ? prev.n : 0) + 1,
        }));
      }
    });
  }

  const refusal = outcome?.kind === "refused" ? outcome.message : undefined;
  return (
    <form className="weekbox-cart-promo o_no_wait_lazy_js" onSubmit={submit} aria-label={t("Promo code")}>
      <UpgradeScope className="weekbox-upgrade-scope">
        <div className="weekbox-cart-promo-row">
          <TextField
            className="weekbox-field weekbox-cart-promo-field"
            value={code}
            onChange={(value) => {
              setCode(value);
              if (outcome?.kind === "refused") setOutcome(null);
            }}
            name="promo"
            maxLength={64}
            isInvalid={refusal !== undefined}
            validationBehavior="aria"
          >
            <Label className="weekbox-field-label">{t("Promo code")}</Label>
            <Input className="weekbox-field-input" autoComplete="off" />
            <FieldError className="weekbox-field-error">{refusal}</FieldError>
          </TextField>
          <Button
            type="submit"
            className="weekbox-button o_no_wait_lazy_js"
            variant="secondary"
            isPending={flight.busy}
          >
            {t("Apply")}
          </Button>
        </div>
        {outcome?.kind === "applied" && (
          <Alert key={outcome.n} tone="success">
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === "failed" && (
          <Alert key={outcome.n} tone="error">
            {outcome.message}
          </Alert>
        )}
        {appliedCodes.length > 0 && (
          <div className="weekbox-cart-promo-applied">
            <p className="weekbox-muted" id={appliedId}>
              {t("Applied promo codes:")}
            </p>
            <ul aria-labelledby={appliedId}>
              {appliedCodes.map((applied) => (
                <li key={applied}>{applied}</li>
              ))}
            </ul>
          </div>
        )}
      </UpgradeScope>
    </form>
  );
});
