import type { SubscriptionFormProps } from "../subscription-form-props";
import { fitValues, valuesFromDraft, valuesFromPosted, type ContractValues } from "./contract-values";
import type { StoredDraft } from "./form-draft-storage";

/**
 * What the form opens with: what the server refused, as posted; else what the
 * customer had chosen in this tab before the page reloaded (a card added below:
 * the new card is chosen, its consent still to give); else the wizard's box.
 */
export function initialValues(props: SubscriptionFormProps, stored: StoredDraft | null): ContractValues {
  const { error, posted, options, startWeeks } = props;
  let values: ContractValues;
  if (error && Object.keys(posted).length > 0) {
    values = valuesFromPosted(posted);
  } else if (stored) {
    const added = options.cards.find((card) => !stored.cardIds.includes(card.token_id));
    values = added ? { ...stored.values, tokenId: added.token_id, consent: false } : stored.values;
  } else {
    values = valuesFromDraft(props);
  }
  return fitValues(values, options, startWeeks);
}
