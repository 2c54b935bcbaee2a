import { useState, type FormEvent } from "react";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { TextField } from "react-aria-components/TextField";
import { useTranslate } from "@/core/i18n/use-translate";
import type { RouteResult } from "@/core/rpc/route-map";
import { userMessage } from "@/core/rpc/rpc-errors";
import { isAbort, useRpc } from "@/core/rpc/use-rpc";
import { Alert } from "@/core/ui/alert";
import { Button } from "@/core/ui/button";
import { useDeliveryClient } from "../api/delivery-client-context";

export type PromoResult = RouteResult<"/check/promo">;

export type PromoCodeProps = {
  orderId: number;
  /** The code(s) already on the order. */
  appliedCode: string;
  onApplied: (result: PromoResult) => void;
};

/** The promo code field: a valid code's discount and the new total; a refused one keeps what was typed. */
export function PromoCode({ orderId, appliedCode, onApplied }: PromoCodeProps) {
  const t = useTranslate();
  const call = useRpc(useDeliveryClient());
  const [code, setCode] = useState("");
  const [isPending, setPending] = useState(false);
  const [answer, setAnswer] = useState<{ tone: "success" | "error"; message: string; n: number } | null>(
    null,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const promo = code.trim();
    if (!promo || isPending) {
      if (!promo)
        setAnswer({ tone: "error", message: t("Please enter a promo code."), n: (answer?.n ?? 0) + 1 });
      return;
    }
    setPending(true);
    try {
      const result = await call("/check/promo", { promo, order_id: orderId });
      setPending(false);
      const n = (answer?.n ?? 0) + 1;
      if (result.valid) {
        setAnswer({ tone: "success", message: result.message || t("Your promo code is applied."), n });
        setCode("");
        onApplied(result);
      } else {
        setAnswer({ tone: "error", message: result.message || t("This promo code is not valid."), n });
      }
    } catch (error) {
      if (isAbort(error)) return;
      setPending(false);
      setAnswer({ tone: "error", message: userMessage(error, t), n: (answer?.n ?? 0) + 1 });
    }
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
        <Button type="submit" variant="secondary" isPending={isPending}>
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
