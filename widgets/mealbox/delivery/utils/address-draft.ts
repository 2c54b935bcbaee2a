// Between the server's addresses and the form's draft.
import type { RouteParams } from "@/core/rpc/route-map";
import type { Address, AddressFormMode, Country } from "../stores/delivery-state";
import { EMPTY_ADDRESS, joinName, splitName, type AddressDraft } from "./address-rules";

/** The draft for `address` (null: a new one, in Belgium). */
export function toDraft(address: Address | null, countries: readonly Country[]): AddressDraft {
  const belgium = countries.find((c) => c.code === "BE");
  if (!address) return { ...EMPTY_ADDRESS, countryId: belgium?.id ?? 0 };
  const title = address.title === "Miss" || address.title === "Mister" ? address.title : "";
  return {
    ...EMPTY_ADDRESS,
    ...splitName(address.name),
    title,
    birthdate: address.birthdate,
    email: address.email,
    phone: address.phone,
    street: address.street,
    street2: address.street2,
    city: address.city,
    zip: address.zip,
    countryId: address.country?.id ?? belgium?.id ?? 0,
    stateId: address.state?.id ?? 0,
    companyName: address.company_name,
    vatNumber: address.vat,
  };
}

/**
 * What /mealbox/checkout is sent for a draft: the name joined, every text
 * trimmed. `is_ship` (spec §7.3): the billing form also ships there when the
 * order ships to the billing address already (or to none yet), as the step
 * shows it; a shipping form never changes the billing address.
 */
export function checkoutParams(
  draft: AddressDraft,
  target: { mode: AddressFormMode; partnerId: number; orderId: number; shipsToBilling?: boolean },
): RouteParams<"/mealbox/checkout"> {
  return {
    name: joinName(draft.firstName, draft.lastName),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    street: draft.street.trim(),
    street2: draft.street2.trim(),
    zip: draft.zip.trim(),
    city: draft.city.trim(),
    country_id: draft.countryId,
    state_id: draft.stateId || 0,
    delivery_type: "delivery",
    delivery_bill: target.mode === "billing" ? "billing" : "shipping",
    is_ship: target.mode === "billing" && target.shipsToBilling ? 1 : 0,
    partner: target.partnerId,
    edit_address: target.mode === "edit" ? 1 : 0,
    company_name: draft.companyName.trim(),
    vat_number: draft.vatNumber.trim(),
    title: draft.title,
    birthdate: draft.birthdate,
    order_id: target.orderId,
  };
}
