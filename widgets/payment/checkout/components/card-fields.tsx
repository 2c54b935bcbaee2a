import { useTranslate } from "@/core/i18n/use-translate";
import type { CardFields as CardFieldsState } from "../hooks/use-card-fields";
import { CardInput } from "./card-input";

export type CardFieldsProps = {
  card: CardFieldsState;
  isDisabled?: boolean;
};

/** The new-card form: number, expiry, CVC and the hidden detected brand (spec §3.5). */
export function CardFields({ card, isDisabled }: CardFieldsProps) {
  const t = useTranslate();
  const { fields, cardType } = card;
  return (
    <fieldset className="weekbox-card-fields" data-brand={cardType?.type ?? "unknown"}>
      <legend className="weekbox-payment-sr-only">{t("Card details")}</legend>
      <div className="weekbox-card-number">
        <CardInput
          name="cc_number"
          label={t("Card number")}
          state={fields.cc_number}
          autoComplete="cc-number"
          placeholder="•••• •••• •••• ••••"
          isDisabled={isDisabled ?? false}
          onChange={(raw, caret) => card.change("cc_number", raw, caret)}
          onBlur={() => card.blur("cc_number")}
        />
        <span className="weekbox-card-brand" data-testid="card-brand" aria-live="polite">
          {cardType?.niceType ?? ""}
        </span>
      </div>
      <div className="weekbox-card-row">
        <CardInput
          name="cc_expiry"
          label={t("Expiry date (MM / YY)")}
          state={fields.cc_expiry}
          autoComplete="cc-exp"
          placeholder={t("MM / YY")}
          isDisabled={isDisabled ?? false}
          onChange={(raw, caret) => card.change("cc_expiry", raw, caret)}
          onBlur={() => card.blur("cc_expiry")}
        />
        <CardInput
          name="cc_cvc"
          label={t("Security code (CVC)")}
          state={fields.cc_cvc}
          autoComplete="cc-csc"
          placeholder="•••"
          isDisabled={isDisabled ?? false}
          onChange={(raw, caret) => card.change("cc_cvc", raw, caret)}
          onBlur={() => card.blur("cc_cvc")}
        />
      </div>
      <input type="hidden" name="cc_brand" value={cardType?.type ?? "unknown"} />
    </fieldset>
  );
}
