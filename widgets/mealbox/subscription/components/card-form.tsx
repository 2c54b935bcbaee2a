import { useState } from "react";
import { Checkbox } from "react-aria-components/Checkbox";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/button";
import { actionKey, type SubscriptionActions } from "../hooks/use-subscription-actions";
import type { SubscriptionOptions } from "../mealbox-subscription-props";

export type CardFormProps = {
  actions: SubscriptionActions;
  options: SubscriptionOptions;
  /** Where a card is added (a same-site path or http(s) URL), or null. */
  addCardUrl: string | null;
  onSaved: () => void;
};

/** Another saved card, with the customer's explicit consent to weekly charges (its words shown). */
export function CardForm({ actions, options, addCardUrl, onSaved }: CardFormProps) {
  const t = useTranslate();
  const { state, act, busy, busyKey } = actions;
  const [tokenId, setTokenId] = useState(String(state.card.token_id || options.cards[0]?.token_id || ""));
  const [consent, setConsent] = useState(false);
  const card = options.cards.find((option) => String(option.token_id) === tokenId);
  const params = card ? { token_id: card.token_id, consent } : null;
  return (
    <form
      className="weekbox-subscription-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!params) return;
        if (!consent) {
          actions.refuse("card", t("Please agree to have your card charged each week."));
          return;
        }
        void act(
          "card",
          "/my/subscriptions/card",
          params,
          t("Your boxes will be charged to this card."),
        ).then((done) => done && onSaved());
      }}
    >
      {options.cards.length ? (
        <RadioGroup
          className="weekbox-subscription-radios"
          aria-label={t("Your saved cards")}
          value={tokenId}
          onChange={(value) => {
            setTokenId(value);
            setConsent(false);
          }}
          isDisabled={busy}
        >
          {options.cards.map((option) => (
            <Radio key={option.token_id} value={String(option.token_id)} className="weekbox-card-radio">
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <p>{t("You have no saved card yet.")}</p>
      )}
      {card && (
        <Checkbox
          className="weekbox-checkbox weekbox-subscription-consent"
          isSelected={consent}
          onChange={setConsent}
          isDisabled={busy}
        >
          <span className="weekbox-checkbox-box" aria-hidden="true">
            {consent ? "✓" : ""}
          </span>
          <span>{card.consent.replace("{box}", state.box.label)}</span>
        </Checkbox>
      )}
      <div className="weekbox-subscription-actions">
        <Button
          type="submit"
          isDisabled={busy || !params}
          isPending={params !== null && busyKey === actionKey("/my/subscriptions/card", params)}
        >
          {t("Use this card")}
        </Button>
        {addCardUrl && (
          <a className="weekbox-subscription-link" href={addCardUrl}>
            {t("Add a card")}
          </a>
        )}
      </div>
    </form>
  );
}
