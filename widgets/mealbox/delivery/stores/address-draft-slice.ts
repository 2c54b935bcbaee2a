// The address form's fields and their errors while the visitor edits them
// (a reducer: the form holds one draft at a time).
import type { AddressDraft, AddressErrors, AddressField } from "../utils/address-rules";
import type { DeliveryCookies } from "../utils/delivery-cookies";
import type { SuggestedAddress } from "../utils/suggestion-address";
import type { Country } from "./delivery-state";

export type AddressDraftState = { draft: AddressDraft; errors: AddressErrors };

export type AddressDraftAction =
  | { type: "edit"; field: AddressField; value: AddressDraft[AddressField] }
  | { type: "pick"; address: SuggestedAddress; countries: readonly Country[]; cookies: DeliveryCookies }
  | { type: "errors"; errors: AddressErrors };

/** A new address starts from the zip_code cookie; billing_city fixes an empty city. */
export function initialDraftState(initial: AddressDraft, cookies: DeliveryCookies): AddressDraftState {
  return {
    draft: { ...initial, zip: initial.zip || cookies.zipCode, city: initial.city || cookies.billingCity },
    errors: {},
  };
}

/** A chosen suggestion fills street, zip, city and country; a city fixed by billing_city stays. */
function withSuggestion(
  draft: AddressDraft,
  address: SuggestedAddress,
  countries: readonly Country[],
  cookies: DeliveryCookies,
): AddressDraft {
  const country = address.countryCode
    ? countries.find((c) => c.code.toUpperCase() === address.countryCode.toUpperCase())
    : undefined;
  return {
    ...draft,
    street: address.street || draft.street,
    street2: address.street2 || draft.street2,
    zip: address.zip || draft.zip,
    city: cookies.billingCity && draft.city === cookies.billingCity ? draft.city : address.city || draft.city,
    ...(country && country.id !== draft.countryId ? { countryId: country.id, stateId: 0 } : {}),
  };
}

export function addressDraftReducer(state: AddressDraftState, action: AddressDraftAction): AddressDraftState {
  switch (action.type) {
    case "edit": {
      const { field, value } = action;
      // Another country: its states differ, so the chosen one goes.
      const draft = { ...state.draft, [field]: value, ...(field === "countryId" ? { stateId: 0 } : {}) };
      const errors = state.errors[field] ? { ...state.errors, [field]: undefined } : state.errors;
      return { draft, errors };
    }
    case "pick":
      return {
        draft: withSuggestion(state.draft, action.address, action.countries, action.cookies),
        errors: { ...state.errors, street: undefined, zip: undefined, city: undefined },
      };
    case "errors":
      return { ...state, errors: action.errors };
  }
}
