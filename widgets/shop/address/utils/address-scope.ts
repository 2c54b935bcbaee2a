import type { AddressMode } from "@/core/rpc/routes/address-routes";
import type { CountryOption } from "@/ui/address/country-combo-box";

/**
 * Which countries and states the form offers (spec §4.2 "shipping select").
 * In the spec, the shipping select's value 0 is "ship to the same address":
 * the address typed in the form will be delivered to, so its country and
 * state selects only offer what the website delivers to; any other value (a
 * new or an existing other address) leaves them unrestricted. Odoo 17 (the
 * same rule still sits, unused, in website_sale_delivery.js `_onSetAddress`)
 * asks it on the address page: a shipping address, or a billing address that
 * is also the shipping one ("Ship to the same address", `use_same`), gets the
 * `shipping` lists; a billing address alone gets the `billing` (all) ones.
 */
export function addressScope(mode: AddressMode, shipsToThisAddress: boolean): AddressMode {
  return mode === "shipping" || shipsToThisAddress ? "shipping" : "billing";
}

/** The countries offered in `scope`: every country, or those of `shippingCountryIds`. */
export function countriesInScope(
  countries: readonly CountryOption[],
  shippingCountryIds: readonly number[],
  scope: AddressMode,
): readonly CountryOption[] {
  if (scope === "billing") return countries;
  const allowed = new Set(shippingCountryIds);
  return countries.filter((country) => allowed.has(country.id));
}
