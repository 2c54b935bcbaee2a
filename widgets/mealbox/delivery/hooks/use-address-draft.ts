import { useReducer } from "react";
import { addressDraftReducer, initialDraftState } from "../stores/address-draft-slice";
import type { Country } from "../stores/delivery-state";
import type { AddressDraft, AddressErrors, AddressField } from "../utils/address-rules";
import type { DeliveryCookies } from "../utils/delivery-cookies";
import type { SuggestedAddress } from "../utils/suggestion-address";

export type AddressDraftForm = {
  draft: AddressDraft;
  errors: AddressErrors;
  /** Typing in a field clears its error. */
  set: <K extends AddressField>(field: K, value: AddressDraft[K]) => void;
  /** A suggestion chosen in the street field. */
  pick: (address: SuggestedAddress) => void;
  showErrors: (errors: AddressErrors) => void;
};

/** The address form's draft, started from `initial` and the cookies (see address-draft-slice). */
export function useAddressDraft(
  initial: AddressDraft,
  cookies: DeliveryCookies,
  countries: readonly Country[],
): AddressDraftForm {
  const [state, dispatch] = useReducer(addressDraftReducer, undefined, () =>
    initialDraftState(initial, cookies),
  );
  return {
    draft: state.draft,
    errors: state.errors,
    set: (field, value) => dispatch({ type: "edit", field, value }),
    pick: (address) => dispatch({ type: "pick", address, countries, cookies }),
    showErrors: (errors) => dispatch({ type: "errors", errors }),
  };
}
