import type { RouteResult } from "@/core/rpc/route-map";

export type Suggestion = RouteResult<"/getmatches">[number];

export type SuggestedAddress = {
  street: string;
  street2: string;
  zip: string;
  city: string;
  countryCode: string;
};

// "Rue de la Loi 16, 1000 Bruxelles" / "Kerkstraat 1 bus 2, 9000 Gent, Belgium".
const LABEL_PATTERN = /^(.+?),\s*(\d{4,5})\s+([^,]+?)(?:,\s*[^,]+)?$/;

/**
 * The fields a chosen suggestion fills: the server's `address` when it gives
 * one, else — for a full address ('Address' precision) — read from its label.
 * null when the suggestion is not a place yet (keep looking up).
 */
export function suggestionAddress(suggestion: Suggestion): SuggestedAddress | null {
  const { address } = suggestion;
  if (address) {
    return {
      street: address.street,
      street2: address.street2,
      zip: address.zip,
      city: address.city,
      countryCode: address.country_code,
    };
  }
  if (suggestion.precision !== "Address") return null;
  const match = LABEL_PATTERN.exec(suggestion.label.trim());
  if (!match)
    return { street: suggestion.value || suggestion.label, street2: "", zip: "", city: "", countryCode: "" };
  return { street: match[1] ?? "", street2: "", zip: match[2] ?? "", city: match[3] ?? "", countryCode: "" };
}
