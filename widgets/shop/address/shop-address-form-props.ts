import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";
import { addressModeSchema, countryInfoSchema } from "@/core/rpc/routes/address-routes";

const id = positiveInt();
const text = v.fallback(v.string(), "");

/** The address as the form shows it: the customer's, or what they posted (kept on errors). */
export const addressValuesSchema = v.object({
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
  country_id: v.fallback(int(), 0),
  /** 0: none chosen. */
  state_id: v.fallback(int(), 0),
});

export type AddressValues = v.InferOutput<typeof addressValuesSchema>;
export type AddressValueKey = keyof AddressValues;

/**
 * `data-props` of the address form (website_sale.address, /shop/address):
 * Odoo's page as it renders it, per request (the page is not cached). The
 * form posts to /shop/address, where Odoo validates it; its refusal comes back
 * here (`errors`, `errorMessages`) with what was typed (`values`).
 */
export const shopAddressFormProps = v.object({
  /** The session's CSRF token (Odoo checks it on the form's POST). */
  csrfToken: v.pipe(v.string(), v.minLength(1)),
  /** The address being entered: the order's billing or shipping address. */
  mode: addressModeSchema,
  /** A new address (Odoo's mode 'new'), not one being edited. */
  isNew: v.boolean(),
  /** Odoo's partner_id field as it posts it: the address edited, -1 or 0 for a new one. */
  partnerId: int(),
  /** Where Odoo goes once saved ("" for its default). */
  callback: text,
  values: addressValuesSchema,
  /** Odoo's error_fields: field name → "missing" (empty) or "error" (invalid). */
  errors: v.fallback(v.record(v.string(), v.picklist(["missing", "error"])), {}),
  /** Odoo's error messages, in the page language. */
  errorMessages: v.fallback(v.array(v.string()), []),
  /** Every country (the billing list), by name. */
  countries: v.array(v.object({ id, name: v.string() })),
  /** The countries the website delivers to (the shipping list). */
  shippingCountryIds: v.array(id),
  /** What the initial country asks in the initial mode; null: no country yet. */
  countryInfo: v.nullable(v.object({ country_id: id, mode: addressModeSchema, info: countryInfoSchema })),
  /**
   * "Ship to the same address": `editable` on a first billing address of an
   * order with things to deliver (a checkbox), otherwise posted as Odoo
   * renders it (whether the edited address is both the billing and the
   * shipping one).
   */
  useSame: v.object({ editable: v.boolean(), checked: v.boolean() }),
  /** The visitor is not signed in (the shipping address is then asked next). */
  isPublicUser: v.boolean(),
  /** Company name and VAT fields (B2B), or null; `readonly` once documents were issued. */
  b2b: v.nullable(v.object({ readonly: v.boolean() })),
});

export type ShopAddressFormProps = v.InferOutput<typeof shopAddressFormProps>;
