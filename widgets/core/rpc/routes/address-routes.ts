// Routes of the checkout's address widgets (spec §2.5, §3.3, §4.2, §7.2):
// what the address form asks when the country (or the shipping choice)
// changes. Choosing an address card is website_sale's own http form route
// (/shop/cart/update_address, with a CSRF token), not JSON-RPC: see
// widgets/shop/address/api/update-cart-address.ts.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";

const id = positiveInt();

/**
 * Which list of countries and states an address form offers: `shipping` is
 * what the website delivers to (its published carriers' countries and
 * states), `billing` is every country and state.
 */
export const addressModeSchema = v.picklist(["billing", "shipping"]);

/** A state of a country: [id, name, code]. */
export const countryStateSchema = v.tuple([id, v.string(), v.string()]);

/** What a country asks of an address (spec §3.3 Country info). */
export const countryInfoSchema = v.object({
  /**
   * The address fields of the country's address format, in its order:
   * street, street2, zip, city, state_code or state_name, country_name...
   */
  fields: v.array(v.string()),
  /** Its states offered in this mode; none: the form has no state field. */
  states: v.array(countryStateSchema),
  /** The international calling code (32 for Belgium), 0 when none. */
  phone_code: int(),
  zip_required: v.boolean(),
  state_required: v.boolean(),
});

export type CountryInfo = v.InferOutput<typeof countryInfoSchema>;
export type AddressMode = v.InferOutput<typeof addressModeSchema>;

export const addressRoutes = {
  "/shop/country_infos": {
    /**
     * website_sale's /shop/country_infos/<country> with the country as a
     * param (website_sale_address_widget's route answers website_sale's own
     * answer): the states are those of `mode`.
     */
    params: v.strictObject({ country_id: id, mode: addressModeSchema }),
    result: countryInfoSchema,
  },
} as const;
