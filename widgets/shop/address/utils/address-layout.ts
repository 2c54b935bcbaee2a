/** The address fields whose place and presence follow the country's address format. */
export type AddressFieldKey = "street" | "street2" | "zip" | "city" | "state" | "country";

export type AddressLayout = {
  /** The fields shown, in the order the country writes them. */
  shown: AddressFieldKey[];
  /** The fields kept (their values are still posted) but not shown. */
  hidden: AddressFieldKey[];
};

// Without a country: website_sale's own form (city before zip, state last).
const DEFAULT_ORDER: readonly AddressFieldKey[] = ["street", "street2", "city", "zip", "country", "state"];

// The address format's placeholders (res.country.get_address_fields) and the field each one is.
const FORMAT_FIELDS: Readonly<Record<string, AddressFieldKey>> = {
  street: "street",
  street2: "street2",
  zip: "zip",
  city: "city",
  state_code: "state",
  state_name: "state",
  country_name: "country",
  country_code: "country",
};

// Shown only when the format has them (website_sale.js _changeCountry:
// street, zip, city, country_name); street2 is always offered, the state when
// the country has states.
const SHOWN_WHEN_IN_FORMAT: ReadonlySet<AddressFieldKey> = new Set(["street", "zip", "city", "country"]);

/**
 * Where the address fields go for a country (spec §2.5): in the order of its
 * address format (`fields`, e.g. Belgium "street, street2, zip city,
 * country", the United States "street, street2, city state zip, country").
 * A field the format leaves out keeps its default place, after the field that
 * precedes it by default. `fields` null: no country (or not known yet).
 */
export function addressLayout(fields: readonly string[] | null, hasStates: boolean): AddressLayout {
  const inFormat: AddressFieldKey[] = [];
  for (const name of fields ?? []) {
    const key = FORMAT_FIELDS[name];
    if (key && !inFormat.includes(key)) inFormat.push(key);
  }
  const order = [...inFormat];
  DEFAULT_ORDER.forEach((key, index) => {
    if (order.includes(key)) return;
    const before = DEFAULT_ORDER.slice(0, index)
      .reverse()
      .find((previous) => order.includes(previous));
    order.splice(before ? order.indexOf(before) + 1 : 0, 0, key);
  });
  const isShown = (key: AddressFieldKey) => {
    if (key === "state") return hasStates;
    if (fields === null || !SHOWN_WHEN_IN_FORMAT.has(key)) return true;
    return inFormat.includes(key);
  };
  return { shown: order.filter(isShown), hidden: order.filter((key) => !isShown(key)) };
}
