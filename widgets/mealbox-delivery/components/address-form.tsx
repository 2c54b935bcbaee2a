import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import type { RouteResult } from "@/core/rpc/route-map";
import { isUserFacing, userMessage } from "@/core/rpc/rpc-errors";
import { isAbort, useRpc } from "@/core/rpc/use-rpc";
import { Alert } from "@/core/ui/alert";
import { Button } from "@/core/ui/button";
import { useDeliveryClient } from "../api/delivery-client-context";
import {
  joinName,
  serverErrorsToFields,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
} from "../utils/address-rules";
import type { DeliveryCookies } from "../utils/delivery-cookies";
import type { SuggestedAddress } from "../utils/suggestion-address";
import { BirthdateInput, FieldRow, SelectInput, TextInput } from "./form-fields";
import { StreetAutocomplete } from "./street-autocomplete";

export type Country = { id: number; name: string; code: string };
export type CheckoutResult = RouteResult<"/mealbox/checkout">;

/** billing: the customer's own address; edit: one of their shipping addresses; new: a new one. */
export type AddressFormMode = "billing" | "edit" | "new";

export type AddressFormProps = {
  mode: AddressFormMode;
  initial: AddressDraft;
  /** The address being edited (res.partner id); 0 for a new one. */
  partnerId: number;
  orderId: number;
  countries: readonly Country[];
  cookies: DeliveryCookies;
  onSaved: (result: CheckoutResult) => void;
  onCancel: () => void;
};

type States = { countryId: number; list: [number, string, string][]; required: boolean };

/**
 * The address form (spec §2.7, §5.3): every rule checked here first, the
 * server's refusal shown on the fields it names. Cookies prefill a new
 * address (zip_code) and fix the city (billing_city).
 */
export function AddressForm({
  mode,
  initial,
  partnerId,
  orderId,
  countries,
  cookies,
  onSaved,
  onCancel,
}: AddressFormProps) {
  const t = useTranslate();
  const call = useRpc(useDeliveryClient());
  const headingId = useId();
  const [draft, setDraft] = useState<AddressDraft>(() => prefill(initial, cookies));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [isPending, setPending] = useState(false);
  const [states, setStates] = useState<States | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const cityLocked = Boolean(cookies.billingCity) && draft.city === cookies.billingCity;

  // The chosen country's states (one request per country chosen).
  useEffect(() => {
    if (!draft.countryId || states?.countryId === draft.countryId) return;
    let live = true;
    const countryId = draft.countryId;
    call("/mealbox/state", { country: countryId }).then(
      (result) => {
        if (live) setStates({ countryId, list: result.state, required: result.state_required });
      },
      (error: unknown) => {
        if (live && !isAbort(error)) setStates({ countryId, list: [], required: false });
      },
    );
    return () => {
      live = false;
    };
  }, [call, draft.countryId, states?.countryId]);

  function set<K extends AddressField>(field: K, value: AddressDraft[K]) {
    setDraft((prev) => ({ ...prev, [field]: value, ...(field === "countryId" ? { stateId: 0 } : {}) }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  function pick(address: SuggestedAddress) {
    setDraft((prev) => {
      const country = address.countryCode
        ? countries.find((c) => c.code.toUpperCase() === address.countryCode.toUpperCase())
        : undefined;
      return {
        ...prev,
        street: address.street || prev.street,
        street2: address.street2 || prev.street2,
        zip: address.zip || prev.zip,
        city:
          cookies.billingCity && prev.city === cookies.billingCity ? prev.city : address.city || prev.city,
        ...(country && country.id !== prev.countryId ? { countryId: country.id, stateId: 0 } : {}),
      };
    });
    setErrors((prev) => ({ ...prev, street: undefined, zip: undefined, city: undefined }));
  }

  function focusFirstError() {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const found = validateAddress(draft, t, { stateRequired: Boolean(states?.required) });
    setErrors(found);
    setOtherErrors([]);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setPending(true);
    try {
      const result = await call("/mealbox/checkout", {
        name: joinName(draft.firstName, draft.lastName),
        email: draft.email.trim(),
        phone: draft.phone.trim(),
        street: draft.street.trim(),
        street2: draft.street2.trim(),
        zip: draft.zip.trim(),
        city: draft.city.trim(),
        country_id: draft.countryId,
        state_id: draft.stateId || 0,
        delivery_type: "delivery",
        delivery_bill: mode === "billing" ? "billing" : "shipping",
        partner: partnerId,
        edit_address: mode === "edit" ? 1 : 0,
        company_name: draft.companyName.trim(),
        vat_number: draft.vatNumber.trim(),
        title: draft.title,
        birthdate: draft.birthdate,
        order_id: orderId,
      });
      setPending(false);
      onSaved(result);
    } catch (error) {
      if (isAbort(error)) return;
      setPending(false);
      if (isUserFacing(error)) {
        const { fields, other } = serverErrorsToFields(error.message);
        setErrors(fields);
        setOtherErrors(other);
        focusFirstError();
      } else {
        setOtherErrors([userMessage(error, t)]);
      }
    }
  }

  const title =
    mode === "billing"
      ? t("Billing address")
      : mode === "edit"
        ? t("Edit shipping address")
        : t("New shipping address");
  const stateOptions = states && states.countryId === draft.countryId ? states.list : [];

  return (
    <form
      ref={formRef}
      className="weekbox-address-form"
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
    >
      <h3 id={headingId}>{title}</h3>
      {otherErrors.length > 0 && (
        <Alert tone="error">
          {otherErrors.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      )}
      <FieldRow>
        <SelectInput
          label={t("Title")}
          name="title"
          value={draft.title || "none"}
          onChange={(value) => set("title", value === "Miss" || value === "Mister" ? value : "")}
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
        />
      </FieldRow>
      <FieldRow>
        <TextInput
          label={t("First name")}
          name="first_name"
          value={draft.firstName}
          onChange={(v) => set("firstName", v)}
          errorMessage={errors.firstName}
          isRequired
          autoComplete="given-name"
          maxLength={60}
        />
        <TextInput
          label={t("Last name")}
          name="last_name"
          value={draft.lastName}
          onChange={(v) => set("lastName", v)}
          errorMessage={errors.lastName}
          isRequired
          autoComplete="family-name"
          maxLength={60}
        />
      </FieldRow>
      <FieldRow>
        <TextInput
          label={t("Email")}
          name="email"
          type="email"
          value={draft.email}
          onChange={(v) => set("email", v)}
          errorMessage={errors.email}
          isRequired
          autoComplete="email"
          maxLength={254}
        />
        <TextInput
          label={t("Phone")}
          name="phone"
          type="tel"
          value={draft.phone}
          onChange={(v) => set("phone", v)}
          errorMessage={errors.phone}
          isRequired
          autoComplete="tel"
          maxLength={32}
        />
      </FieldRow>
      <StreetAutocomplete
        label={t("Street and number")}
        value={draft.street}
        onChange={(v) => set("street", v)}
        onPick={pick}
        errorMessage={errors.street}
        isRequired
      />
      <TextInput
        label={t("Street (line 2)")}
        name="street2"
        value={draft.street2}
        onChange={(v) => set("street2", v)}
        errorMessage={errors.street2}
        maxLength={128}
      />
      <FieldRow>
        <TextInput
          label={t("Zip code")}
          name="zip"
          value={draft.zip}
          onChange={(v) => set("zip", v)}
          errorMessage={errors.zip}
          isRequired
          autoComplete="postal-code"
          maxLength={16}
        />
        <TextInput
          label={t("City")}
          name="city"
          value={draft.city}
          onChange={(v) => set("city", v)}
          errorMessage={errors.city}
          isRequired
          isDisabled={cityLocked}
          autoComplete="address-level2"
          maxLength={64}
        />
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
        {stateOptions.length > 0 && (
          <SelectInput
            label={t("State")}
            name="state_id"
            value={draft.stateId ? String(draft.stateId) : ""}
            onChange={(value) => set("stateId", Number(value) || 0)}
            options={stateOptions.map(([id, name]) => ({ id: String(id), label: name }))}
            errorMessage={errors.stateId}
            placeholder={t("Choose a state")}
            isRequired={Boolean(states?.required)}
          />
        )}
      </FieldRow>
      <FieldRow>
        <TextInput
          label={t("Company name")}
          name="company_name"
          value={draft.companyName}
          onChange={(v) => set("companyName", v)}
          errorMessage={errors.companyName}
          autoComplete="organization"
          maxLength={128}
        />
        {mode === "billing" && (
          <TextInput
            label={t("VAT number")}
            name="vat_number"
            value={draft.vatNumber}
            onChange={(v) => set("vatNumber", v)}
            errorMessage={errors.vatNumber}
            maxLength={32}
          />
        )}
      </FieldRow>
      <div className="weekbox-form-actions">
        <Button type="submit" isPending={isPending}>
          {t("Save address")}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}

/** A new address starts from the zip_code cookie; billing_city fixes an empty city. */
function prefill(initial: AddressDraft, cookies: DeliveryCookies): AddressDraft {
  return {
    ...initial,
    zip: initial.zip || cookies.zipCode,
    city: initial.city || cookies.billingCity,
  };
}
