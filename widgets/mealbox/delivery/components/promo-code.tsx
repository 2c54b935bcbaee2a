import { useState, type FormEvent } from "react";
import { useRouteMutation, useSingleFlight } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import { Input, Label, TextField } from "@/ui/upgrade/controls";
import type { DeliveryStore } from "../stores/delivery-store-api";

export type PromoCodeProps = {
  orderId: number;
  /** The code(s) already on the order. */
  appliedCode: string;
  /** A code's answer lands in turn with the step's other calls, and a valid one updates the totals. */
  store: Pick<DeliveryStore, "inTurn" | "promoApplied">;
};

type Answer = { tone: "success" | "error"; message: string; n: number };

/** The promo code field: a valid code's discount and the new total; a refused one keeps what was typed. */
export function PromoCode({ orderId, appliedCode, store }: PromoCodeProps) {
  const t = useTranslate();
  const [code, setCode] = useState("");
  // `n` re-creates the alert, so the same message is announced again.
  const [answer, setAnswer] = useState<Answer | null>(null);
  const check = useRouteMutation("/check/promo");
  const flight = useSingleFlight();

  function say(tone: Answer["tone"], message: string) {
    setAnswer((prev) => ({ tone, message, n: (prev?.n ?? 0) + 1 }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const promo = code.trim();
    if (!promo) {
      say("error", t("Please enter a promo code."));
      return;
    }
    void flight.run(async () => {
      try {
        const result = await store.inTurn(async () => {
          const checked = await check.mutate({ promo, order_id: orderId });
          if (checked.valid) store.promoApplied(checked);
          return checked;
        });
        if (result.valid) {
          say("success", result.message || t("Your promo code is applied."));
          setCode("");
        } else {
          say("error", result.message || t("This promo code is not valid."));
        }
      } catch (error) {
        if (!isAbort(error)) say("error", userMessage(error, t));
      }
    });
  }

  return (
    <form className="weekbox-promo" onSubmit={submit} aria-label={t("Promo code")}>
      <div className="weekbox-promo-row">
        <TextField
          className="weekbox-field weekbox-promo-field"
          value={code}
          onChange={setCode}
          name="promo"
          maxLength={64}
        >
          <Label className="weekbox-field-label">{t("Promo code")}</Label>
          <Input className="weekbox-field-input" autoComplete="off" />
        </TextField>
        <Button type="submit" variant="secondary" isPending={flight.busy}>
          {t("Apply")}
        </Button>
      </div>
      {appliedCode && (
        <p className="weekbox-muted weekbox-promo-applied">
          {t("Applied code: {code}", { code: appliedCode })}
        </p>
      )}
      {answer && (
        <Alert key={answer.n} tone={answer.tone === "success" ? "success" : "warning"}>
          {answer.message}
        </Alert>
      )}
    </form>
  );
}
