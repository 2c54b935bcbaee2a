import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";

const id = v.pipe(int(), v.minValue(0));

/**
 * `data-props` of the details form's country and state (website_portal_widget:
 * website._prepare_weekbox_portal_address_props): the choice the page shows
 * (the partner's, or what a refused save posted) and Odoo's refusals of the two.
 */
export const portalDetailsProps = v.object({
  countries: v.array(v.object({ id: id, name: v.string() })),
  /** `[state id, name]` pairs by country id (as a string key); a country without states has no key. */
  statesByCountry: v.record(v.string(), v.array(v.tuple([id, v.string()]))),
  /** 0: none. */
  countryId: id,
  stateId: id,
  /** Odoo locks the country once documents were issued for the customer. */
  countryDisabled: v.fallback(v.boolean(), false),
  countryRequired: v.fallback(v.boolean(), true),
  /** The messages Odoo's validation left on the two fields. */
  errors: v.fallback(v.object({ country_id: v.optional(v.string()), state_id: v.optional(v.string()) }), {}),
});

export type PortalDetailsProps = v.InferOutput<typeof portalDetailsProps>;
