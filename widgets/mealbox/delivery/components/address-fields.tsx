import { useTranslate } from "@/core/i18n/use-translate";
import type { AddressDraftForm } from "../hooks/use-address-draft";
import type { Country } from "../stores/delivery-state";
import type { AddressDraft } from "../utils/address-rules";
import { BirthdateInput, FieldRow, SelectInput, TextInput, type TextInputProps } from "./form-fields";
import { StreetAutocomplete } from "./street-autocomplete";

export type AddressFieldsProps = {
  form: AddressDraftForm;
  countries: readonly Country[];
  /** The chosen country's states ([id, name, code]); none: no state field. */
  states: { list: readonly [number, string, string][]; required: boolean };
  /** The VAT number belongs to the billing address only. */
  showVat: boolean;
  /** The city set by the billing_city cookie cannot be changed. */
  cityLocked: boolean;
};

type TextField = {
  [K in keyof AddressDraft]: AddressDraft[K] extends string ? K : never;
}[keyof AddressDraft];
type TextFieldOptions = Omit<TextInputProps, "label" | "name" | "value" | "onChange" | "errorMessage">;

/** The address form's fields, each with its label and its own error. */
export function AddressFields({ form, countries, states, showVat, cityLocked }: AddressFieldsProps) {
  const t = useTranslate();
  const { draft, errors, set } = form;
  // A text field bound to its draft field and error (`name` is Odoo's field name).
  const text = (field: TextField, name: string, label: string, props: TextFieldOptions) => (
    <TextInput
      label={label}
      name={name}
      value={draft[field]}
      onChange={(value) => set(field, value)}
      errorMessage={errors[field]}
      {...props}
    />
  );
  return (
    <>
      <FieldRow>
        <SelectInput
          label={t("Title")}
          name="title"
          value={draft.title || "none"}
          onChange={(value) => set("title", value === "Miss" || value === "Mister" ? value : "")}
          errorMessage={errors.title}
          options={[
            { id: "none", label: t("Prefer not to say") },
            { id: "Miss", label: t("Miss") },
            { id: "Mister", label: t("Mister") },
          ]}
        />
        <BirthdateInput
          label={t("Birthdate")}
          value={draft.birthdate}
          onChange={(value) => set("birthdate", value)}
          errorMessage={errors.birthdate}
        />
      </FieldRow>
      <FieldRow>
        {text("firstName", "first_name", t("First name"), {
          isRequired: true,
          autoComplete: "given-name",
          maxLength: 60,
        })}
        {text("lastName", "last_name", t("Last name"), {
          isRequired: true,
          autoComplete: "family-name",
          maxLength: 60,
        })}
      </FieldRow>
      <FieldRow>
        {text("email", "email", t("Email"), {
          type: "email",
          isRequired: true,
          autoComplete: "email",
          maxLength: 254,
        })}
        {text("phone", "phone", t("Phone"), {
          type: "tel",
          isRequired: true,
          autoComplete: "tel",
          maxLength: 32,
        })}
      </FieldRow>
      <StreetAutocomplete
        label={t("Street and number")}
        value={draft.street}
        onChange={(v) => set("street", v)}
        onPick={form.pick}
        errorMessage={errors.street}
        isRequired
      />
      {text("street2", "street2", t("Street (line 2)"), { maxLength: 128 })}
      <FieldRow>
        {text("zip", "zip", t("Zip code"), { isRequired: true, autoComplete: "postal-code", maxLength: 16 })}
        {text("city", "city", t("City"), {
          isRequired: true,
          isDisabled: cityLocked,
          autoComplete: "address-level2",
          maxLength: 64,
        })}
      </FieldRow>
      <FieldRow>
        <SelectInput
          label={t("Country")}
          name="country_id"
          value={draft.countryId ? String(draft.countryId) : ""}
          onChange={(value) => set("countryId", Number(value) || 0)}
          options={countries.map((c) => ({ id: String(c.id), label: c.name }))}
          errorMessage={errors.countryId}
          placeholder={t("Choose a country")}
          isRequired
        />
        {states.list.length > 0 && (
          <SelectInput
            label={t("State")}
            name="state_id"
            value={draft.stateId ? String(draft.stateId) : ""}
            onChange={(value) => set("stateId", Number(value) || 0)}
            options={states.list.map(([id, name]) => ({ id: String(id), label: name }))}
            errorMessage={errors.stateId}
            placeholder={t("Choose a state")}
            isRequired={states.required}
          />
        )}
      </FieldRow>
      <FieldRow>
        {text("companyName", "company_name", t("Company name"), {
          autoComplete: "organization",
          maxLength: 128,
        })}
        {showVat && text("vatNumber", "vat_number", t("VAT number"), { maxLength: 32 })}
      </FieldRow>
    </>
  );
}
