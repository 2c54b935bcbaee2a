import { addressLayout } from "../utils/address-layout";
import { addressScope, countriesInScope } from "../utils/address-scope";

// res.country.get_address_fields() of Odoo's base data.
const BELGIUM = ["street", "street2", "zip", "city", "country_name"];
const UNITED_STATES = ["street", "street2", "city", "state_code", "zip", "country_name"];

test("should follow Belgium's format: street, zip city, country", () => {
  expect(addressLayout(BELGIUM, false)).toEqual({
    shown: ["street", "street2", "zip", "city", "country"],
    hidden: ["state"],
  });
});

test("should follow the United States' format: city, state zip, country", () => {
  expect(addressLayout(UNITED_STATES, true).shown).toEqual([
    "street",
    "street2",
    "city",
    "state",
    "zip",
    "country",
  ]);
});

test("should put the state after the country when the format has none but the country has states", () => {
  expect(addressLayout(BELGIUM, true).shown).toEqual([
    "street",
    "street2",
    "zip",
    "city",
    "country",
    "state",
  ]);
});

test("should hide the street, zip, city and country a format leaves out, as Odoo does", () => {
  // Hong Kong style: no zip.
  expect(addressLayout(["street", "street2", "city", "country_name"], false)).toEqual({
    shown: ["street", "street2", "city", "country"],
    hidden: ["zip", "state"],
  });
});

test("should use Odoo's order without a country: city before zip", () => {
  expect(addressLayout(null, false).shown).toEqual(["street", "street2", "city", "zip", "country"]);
});

test("should restrict the lists when the address is shipped to (the shipping select's 0), not otherwise", () => {
  const countries = [
    { id: 20, name: "Belgium" },
    { id: 75, name: "France" },
  ];
  expect(addressScope("billing", true)).toBe("shipping");
  expect(addressScope("billing", false)).toBe("billing");
  expect(addressScope("shipping", false)).toBe("shipping");
  expect(countriesInScope(countries, [20], "shipping")).toEqual([{ id: 20, name: "Belgium" }]);
  expect(countriesInScope(countries, [20], "billing")).toEqual(countries);
});
