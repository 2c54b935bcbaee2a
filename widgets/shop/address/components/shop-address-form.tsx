import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Checkbox } from "react-aria-components/Checkbox";
import { useTranslate } from "@/core/i18n/use-translate";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { useCountryInfo } from "../hooks/use-country-info";
import { useLastKnown } from "../hooks/use-last-known";
import type { AddressValueKey, AddressValues, ShopAddressFormProps } from "../shop-address-form-props";
import { addressLayout, type AddressFieldKey } from "../utils/address-layout";
import { addressScope, countriesInScope } from "../utils/address-scope";
import { fieldErrorMessage } from "../utils/field-error-message";
import { AddressTextField, type AddressTextFieldProps } from "./address-text-field";
import { CountryComboBox } from "@/ui/address/country-combo-box";
import { StateSelect } from "@/ui/address/state-select";

/** Where the form posts: website_sale's /shop/address (Odoo validates and saves). */
export const ADDRESS_FORM_ACTION = "/shop/address";

/**
 * The checkout's address form (spec §2.5, §4.2, §9.2), in place of
 * website_sale.address's: the fields in the order of the chosen country's
 * address format, the state when the country has states, the required marks
 * and the phone prefix the country asks for, and the countries the website
 * ships to when the address will be shipped to. It is a real form posting to
 * /shop/address: Odoo's validation decides, and its refusal comes back as the
 * props of the page it renders again (messages next to the fields, what was
 * typed kept).
 */
export function ShopAddressForm(props: ShopAddressFormProps) {
  const t = useTranslate();
  const { mode, isNew, useSame: useSameProp, b2b } = props;
  const [values, setValues] = useState<AddressValues>(props.values);
  const [errors, setErrors] = useState<Record<string, "missing" | "error">>(props.errors);
  const [useSame, setUseSame] = useState(useSameProp.checked);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const scope = addressScope(mode, useSame);
  const countries = countriesInScope(props.countries, props.shippingCountryIds, scope);
  // A country the website does not ship to is not offered for an address it ships to.
  const countryId = countries.some((country) => country.id === values.country_id) ? values.country_id : 0;
  const country = useCountryInfo(countryId, scope, props.countryInfo);
  const states = country.info?.states ?? [];
  const stateId = states.some(([id]) => id === values.state_id) ? values.state_id : 0;
  // While the next country's answer is on its way, the fields stay as they were.
  const lastInfo = useLastKnown(country.info);
  const layout = addressLayout(countryId ? (lastInfo?.fields ?? null) : null, states.length > 0);
  const zipRequired = countryId ? (lastInfo?.zip_required ?? false) : false;
  const stateRequired = (country.info?.state_required ?? false) && states.length > 0;
  const phoneCode = country.info?.phone_code ?? 0;
  // Odoo's checkout_form_validate: a shipping address needs a phone, a
  // billing one an email, and a phone whenever use_same is posted (the
  // hidden "False" included: Odoo reads any value as true).
  const phoneRequired = mode === "shipping" || useSame || !useSameProp.editable;
  const emailRequired = mode === "billing";

  // Odoo refused the address: take the visitor to the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);
  // Back to this page from the next one (bfcache): the form can be sent again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  function set<K extends AddressValueKey>(key: K, value: AddressValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    // A field the visitor changes is no longer the one Odoo refused.
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _fixed, ...others } = current;
      return others;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // website_sale's WebsiteSale listens to every submit in .oe_website_sale:
    // this form is not its business.
    event.stopPropagation();
    if (submitting) {
      event.preventDefault();
      return;
    }
    setSubmitting(true);
  }

  const error = (field: string) => fieldErrorMessage(errors[field], t);
  const text = (
    key: Exclude<AddressValueKey, "country_id" | "state_id">,
    label: string,
    extra: Partial<AddressTextFieldProps> = {},
  ) => (
    <AddressTextField
      key={key}
      label={label}
      name={key}
      value={values[key]}
      onChange={(value) => set(key, value)}
      errorMessage={error(key)}
      {...extra}
    />
  );
  const addressFields: Record<AddressFieldKey, () => ReactNode> = {
    street: () => text("street", t("Street and Number"), { isRequired: true, autoComplete: "address-line1" }),
    street2: () => text("street2", t("Apartment, suite, etc."), { autoComplete: "address-line2" }),
    zip: () => text("zip", t("Zip Code"), { isRequired: zipRequired, autoComplete: "postal-code" }),
    city: () => text("city", t("City"), { isRequired: true, autoComplete: "address-level2" }),
    country: () => (
      <CountryComboBox
        key="country"
        label={t("Country")}
        countries={countries}
        value={countryId}
        onChange={(id) => {
          set("country_id", id);
          set("state_id", 0);
        }}
        errorMessage={error("country_id")}
      />
    ),
    state: () => (
      <StateSelect
        key="state"
        label={t("State / Province")}
        states={states}
        value={stateId}
        onChange={(id) => set("state_id", id)}
        isRequired={stateRequired}
        errorMessage={error("state_id")}
      />
    ),
  };
  // The fields the country's format leaves out are still posted, as Odoo's form posts its hidden fields.
  const hiddenTextFields = layout.hidden.filter(
    (key): key is "street" | "street2" | "zip" | "city" => key !== "country" && key !== "state",
  );

  return (
    <form
      ref={formRef}
      className="weekbox-address-form o_no_wait_lazy_js"
      action={ADDRESS_FORM_ACTION}
      method="post"
      onSubmit={submit}
      aria-busy={country.isPending || undefined}
    >
      {props.errorMessages.length > 0 && (
        <Alert tone="error" className="weekbox-alert weekbox-address-errors">
          <ul>
            {props.errorMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="weekbox-address-grid">
        {text("name", t("Full name"), { isRequired: true, autoComplete: "name" })}
        {text("email", t("Email"), { type: "email", isRequired: emailRequired, autoComplete: "email" })}
        {text("phone", t("Phone"), {
          type: "tel",
          isRequired: phoneRequired,
          autoComplete: "tel",
          placeholder: phoneCode ? `+${phoneCode}` : undefined,
        })}
        {b2b && (
          <>
            {text("company_name", t("Company Name"), {
              isReadOnly: b2b.readonly,
              autoComplete: "organization",
            })}
            {text("vat", t("VAT"), {
              isReadOnly: b2b.readonly,
              description: b2b.readonly
                ? t(
                    "Changing company name or VAT number is not allowed once document(s) have been issued for your account. Please contact us directly for this operation.",
                  )
                : undefined,
            })}
          </>
        )}
        {layout.shown.map((key) => addressFields[key]())}
      </div>
      {country.error !== undefined && (
        <Alert tone="warning">
          {t("The fields of this country could not be loaded.")}{" "}
          <Button variant="link" className="weekbox-button o_no_wait_lazy_js" onPress={country.retry}>
            {t("Try again")}
          </Button>
        </Alert>
      )}
      {useSameProp.editable ? (
        <Checkbox
          className="weekbox-checkbox weekbox-address-use-same"
          name="use_same"
          value="1"
          isSelected={useSame}
          onChange={setUseSame}
        >
          <span className="weekbox-checkbox-box" aria-hidden="true">
            {useSame ? "✓" : ""}
          </span>
          <span>
            {t("Ship to the same address")}
            {props.isPublicUser && !useSame && (
              <span className="weekbox-muted"> {t("(Your shipping address will be requested later)")}</span>
            )}
          </span>
        </Checkbox>
      ) : (
        <input type="hidden" name="use_same" value={useSame ? "True" : "False"} />
      )}

      {hiddenTextFields.map((key) => (
        <input key={key} type="hidden" name={key} value={values[key]} />
      ))}
      <input type="hidden" name="country_id" value={countryId ? String(countryId) : ""} />
      <input type="hidden" name="state_id" value={stateId ? String(stateId) : ""} />
      <input type="hidden" name="csrf_token" value={props.csrfToken} />
      <input type="hidden" name="submitted" value="1" />
      <input type="hidden" name="partner_id" value={String(props.partnerId)} />
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="callback" value={props.callback} />
      <input type="hidden" name="field_required" value="name,street" />

      <div className="weekbox-address-actions">
        <a
          // Our secondary button: Bootstrap's outline-secondary grey is 3.1:1 on white (WCAG asks 4.5:1).
          className="weekbox-button"
          data-variant="secondary"
          href={isNew && mode === "billing" ? "/shop/cart" : "/shop/checkout"}
          // website_sale's tracking widget counts clicks on /shop/checkout links as a checkout start.
          onClick={(event) => event.stopPropagation()}
        >
          {t("Discard")}
        </a>
        <Button type="submit" className="weekbox-button o_no_wait_lazy_js" isPending={submitting}>
          {isNew && mode === "billing" ? t("Continue checkout") : t("Save address")}
        </Button>
      </div>
    </form>
  );
}
