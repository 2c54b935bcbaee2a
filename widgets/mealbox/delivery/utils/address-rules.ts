// The address form's rules: first and last name, e-mail, phone, street, zip,
// city and country required, each with its own message, and a valid lowercase
// e-mail (spec §5.3 Address form). Checked in the browser before sending; the
// server checks them again with the same wording.
import type { Translate } from "@/core/i18n/translate";

export type AddressTitle = "Miss" | "Mister" | "";

export type AddressDraft = {
  title: AddressTitle;
  /** "YYYY-MM-DD" or "". */
  birthdate: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  street2: string;
  city: string;
  zip: string;
  countryId: number;
  stateId: number;
  companyName: string;
  vatNumber: string;
};

export type AddressField = keyof AddressDraft;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** Spec: lowercase local part and domain, a top-level part of 2 or more letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/;

export const EMPTY_ADDRESS: AddressDraft = {
  title: "",
  birthdate: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  street: "",
  street2: "",
  city: "",
  zip: "",
  countryId: 0,
  stateId: 0,
  companyName: "",
  vatNumber: "",
};

/** "Jean-Luc Van Damme" → first "Jean-Luc", last "Van Damme" (the server keeps one name). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

/** Spec: the name is sent as first name and last name joined by a space. */
export function joinName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Each required field's own label, and 'Invalid Email Address'; {} when the form may be sent. */
export function validateAddress(
  draft: AddressDraft,
  t: Translate,
  options: { stateRequired?: boolean } = {},
): AddressErrors {
  const errors: AddressErrors = {};
  if (!draft.firstName.trim()) errors.firstName = t("First name is required.");
  if (!draft.lastName.trim()) errors.lastName = t("Last name is required.");
  if (!draft.email.trim()) errors.email = t("Email is required.");
  else if (!isValidEmail(draft.email)) errors.email = t("Invalid Email Address");
  if (!draft.phone.trim()) errors.phone = t("Phone is required.");
  if (!draft.street.trim()) errors.street = t("Street is required.");
  if (!draft.zip.trim()) errors.zip = t("Zip code is required.");
  if (!draft.city.trim()) errors.city = t("City is required.");
  if (!draft.countryId) errors.countryId = t("Country is required.");
  if (options.stateRequired && !draft.stateId) errors.stateId = t("State is required.");
  return errors;
}
