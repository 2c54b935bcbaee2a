// The server's refusal of the address form, spread over the form's fields.
import type { RouteParams } from "@/core/rpc/route-map";
import { paramErrors, type RpcError } from "@/core/rpc/rpc-errors";
import type { AddressErrors, AddressField } from "./address-rules";

type CheckoutParam = keyof RouteParams<"/mealbox/checkout">;

// The field that shows the problem of each param checkoutParams sends; null:
// none (the alert shows it). Every param is listed, so a new one must be placed.
const FIELD_OF_PARAM: Record<CheckoutParam, AddressField | null> = {
  // The server sees one name (first and last joined); both halves are
  // required here already, so what it still refuses is the name as a whole.
  name: "firstName",
  email: "email",
  phone: "phone",
  street: "street",
  street2: "street2",
  zip: "zip",
  city: "city",
  country_id: "countryId",
  state_id: "stateId",
  company_name: "companyName",
  vat_number: "vatNumber",
  title: "title",
  birthdate: "birthdate",
  delivery_type: null,
  delivery_bill: null,
  is_ship: null,
  partner: null,
  edit_address: null,
  order_id: null,
};

/**
 * `fields`: the problems the form shows under the fields it names (only those
 * `shows`); `other`: the rest of the server's message (problems of no one field,
 * of a field not on the form), one entry a line, for the form's alert.
 */
export function serverAddressErrors(
  error: RpcError,
  shows: (field: AddressField) => boolean,
): { fields: AddressErrors; other: string[] } {
  const keyed = paramErrors(error, "/mealbox/checkout");
  const fields: AddressErrors = {};
  let rest = error.message;
  for (const [param, field] of Object.entries(FIELD_OF_PARAM) as [CheckoutParam, AddressField | null][]) {
    const message = keyed[param];
    if (!message || !field || !shows(field) || fields[field]) continue;
    fields[field] = message;
    // The message lists every problem once: what is left names no shown field.
    rest = rest.replace(message, "");
  }
  return {
    fields,
    other: rest
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  };
}
