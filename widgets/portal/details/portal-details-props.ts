import * as z from "zod/mini";

const id = z.int().check(z.minimum(0));

/**
 * `data-props` of the details form's country and state (website_portal_widget:
 * website._prepare_weekbox_portal_address_props): the choice the page shows
 * (the partner's, or what a refused save posted) and Odoo's refusals of the two.
 */
export const portalDetailsProps = z.object({
  countries: z.array(z.object({ id: id, name: z.string() })),
  /** `[state id, name]` pairs by country id (as a string key); a country without states has no key. */
  statesByCountry: z.record(z.string(), z.array(z.tuple([id, z.string()]))),
  /** 0: none. */
  countryId: id,
  stateId: id,
  /** Odoo locks the country once documents were issued for the customer. */
  countryDisabled: z.catch(z.boolean(), false),
  countryRequired: z.catch(z.boolean(), true),
  /** The messages Odoo's validation left on the two fields. */
  errors: z.catch(z.object({ country_id: z.optional(z.string()), state_id: z.optional(z.string()) }), {}),
});

export type PortalDetailsProps = z.infer<typeof portalDetailsProps>;
