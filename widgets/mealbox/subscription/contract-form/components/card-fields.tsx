import { useId } from "react";
import { Checkbox } from "react-aria-components/Checkbox";
import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { useTranslate } from "@/core/i18n/use-translate";
import type { ContractOptions } from "../subscription-form-props";
import { RADIO_FIELDS, type ContractProblems, type ContractValues } from "../utils/contract-values";
import { FieldProblem } from "./field-problem";

export type CardFieldsProps = {
  values: ContractValues;
  cards: ContractOptions["cards"];
  /** The chosen box's name, for the consent's words. */
  boxLabel: string;
  problems: ContractProblems;
  onChange: (change: Partial<ContractValues>) => void;
};

/** Where the page's payment form adds a card (portal_templates.xml). */
const ADD_CARD_HEADING = "#weekbox-subscription-add-card";

/**
 * The saved card charged each week, and the customer's consent to it, in the
 * words the server stores with the subscription. Without a card: where to add one.
 */
export function CardFields({ values, cards, boxLabel, problems, onChange }: CardFieldsProps) {
  const t = useTranslate();
  const id = useId();
  const card = cards.find((c) => c.token_id === values.tokenId);
  return (
    <fieldset className="weekbox-contract-section">
      <legend className="weekbox-contract-legend">{t("Weekly payment")}</legend>
      {cards.length === 0 ? (
        <p className="weekbox-contract-no-card" role="status">
          {t("You have no saved card yet: add one below, then choose it here.")}{" "}
          <a href={ADD_CARD_HEADING}>{t("Add a card")}</a>
        </p>
      ) : (
        <RadioGroup
          className="weekbox-contract-choices"
          name={RADIO_FIELDS.card}
          value={values.tokenId ? String(values.tokenId) : null}
          onChange={(token) => onChange({ tokenId: Number(token), consent: false })}
          isInvalid={Boolean(problems.card)}
          aria-describedby={problems.card ? `${id}-card` : undefined}
        >
          <Label className="weekbox-field-label">{t("Saved card")}</Label>
          {cards.map((c) => (
            <Radio key={c.token_id} value={String(c.token_id)} className="weekbox-card-radio">
              {c.label}
            </Radio>
          ))}
          <FieldProblem id={`${id}-card`} problem={problems.card} />
          <p className="weekbox-muted">
            {t("Another card?")} <a href={ADD_CARD_HEADING}>{t("Add a card")}</a>
          </p>
        </RadioGroup>
      )}
      {cards.length === 0 && <FieldProblem id={`${id}-card`} problem={problems.card} />}
      {card && (
        <>
          <Checkbox
            className="weekbox-checkbox weekbox-contract-consent"
            isSelected={values.consent}
            onChange={(consent) => onChange({ consent })}
            isInvalid={Boolean(problems.consent)}
            aria-describedby={problems.consent ? `${id}-consent` : undefined}
          >
            <span className="weekbox-checkbox-box" aria-hidden="true">
              {values.consent ? "✓" : ""}
            </span>
            <span>{card.consent.split("{box}").join(boxLabel)}</span>
          </Checkbox>
          <FieldProblem id={`${id}-consent`} problem={problems.consent} />
        </>
      )}
    </fieldset>
  );
}
