import * as z from "zod/mini";
import { addressModeSchema, countryInfoSchema } from "@/core/rpc/routes/address-routes";

const id = z.int().check(z.positive());
const text = z.catch(z.string(), "");

/** The address as the form shows it: the customer's, or what they posted (kept on errors). */
export const addressValuesSchema = z.object({
  name: text,
  email: text,
  phone: text,
  company_name: text,
  vat: text,
  street: text,
  street2: text,
  zip: text,
  city: text,
  /** 0: none chosen. */
  country_id: z.catch(z.int(), 0),
  /** 0: none chosen. */
  state_id: z.catch(z.int(), 0),
});

export type AddressValues = z.output<typeof addressValuesSchema>;
export type AddressValueKey = keyof AddressValues;

/**
 * `data-props` of the address form (website_sale.address, /shop/address):
 * Odoo's page as it renders it, per request (the page is not cached). The
 * form posts to /shop/address, where Odoo validates it; its refusal comes back
 * here (`errors`, `errorMessages`) with what was typed (`values`).
 */
export const shopAddressFormProps = z.object({
  /** The session's CSRF token (Odoo checks it on the form's POST). */
  csrfToken: z.string().check(z.minLength(1)),
  /** The address being entered: the order's billing or shipping address. */
  mode: addressModeSchema,
  /** A new address (Odoo's mode 'new'), not one being edited. */
  isNew: z.boolean(),
  /** Odoo's partner_id field as it posts it: the address edited, -1 or 0 for a new one. */
  partnerId: z.int(),
  /** Where Odoo goes once saved ("" for its default). */
  callback: text,
  values: addressValuesSchema,
  /** Odoo's error_fields: field name → "missing" (empty) or "error" (invalid). */
  errors: z.catch(z.record(z.string(), z.enum(["missing", "error"])), {}),
  /** Odoo's error messages, in the page language. */
  errorMessages: z.catch(z.array(z.string()), []),
  /** Every country (the billing list), by name. */
  countries: z.array(z.object({ id, name: z.string() })),
  /** The countries the website delivers to (the shipping list). */
  shippingCountryIds: z.array(id),
  /** What the initial country asks in the initial mode; null: no country yet. */
  countryInfo: z.nullable(z.object({ country_id: id, mode: addressModeSchema, info: countryInfoSchema })),
  /**
   * "Ship to the same address": `editable` on a first billing address of an
   * order with things to deliver (a checkbox), otherwise posted as Odoo
   * renders it (whether the edited address is both the billing and the
   * shipping one).
   */
  useSame: z.object({ editable: z.boolean(), checked: z.boolean() }),
  /** The visitor is not signed in (the shipping address is then asked next). */
  isPublicUser: z.boolean(),
  /** Company name and VAT fields (B2B), or null; `readonly` once documents were issued. */
  b2b: z.nullable(z.object({ readonly: z.boolean() })),
});

export type ShopAddressFormProps = z.infer<typeof shopAddressFormProps>;
