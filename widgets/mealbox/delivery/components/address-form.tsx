import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRouteMutation } from "@/core/data/use-mutation";
import { useRouteQuery } from "@/core/data/use-query";
import type { Translate } from "@/core/i18n/translate";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, isUserFacing, userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { useAddressDraft } from "../hooks/use-address-draft";
import type { AddressFormMode, CheckoutResult, Country } from "../stores/delivery-state";
import { checkoutParams } from "../utils/address-draft";
import { validateAddress, type AddressDraft, type AddressField } from "../utils/address-rules";
import type { DeliveryCookies } from "../utils/delivery-cookies";
import { serverAddressErrors } from "../utils/server-address-errors";
import { AddressFields } from "./address-fields";

export type AddressFormProps = {
  mode: AddressFormMode;
  initial: AddressDraft;
  /** The address being edited (res.partner id); 0 for a new one. */
  partnerId: number;
  orderId: number;
  /** The order ships to the billing address (or to none yet): the billing form ships there too. */
  shipsToBilling?: boolean;
  countries: readonly Country[];
  cookies: DeliveryCookies;
  onSaved: (result: CheckoutResult) => void;
  onCancel: () => void;
};

/** What of the server's refusal no field shows, or the message of any other failure. */
function otherProblems(error: unknown, t: Translate, shows: (field: AddressField) => boolean): string[] {
  if (error === undefined || isAbort(error)) return [];
  return isUserFacing(error) ? serverAddressErrors(error, shows).other : [userMessage(error, t)];
}

/**
 * The address form (spec §2.7, §5.3): its rules (required fields, a lowercase
 * e-mail; see address-rules.ts) checked here first, the server's refusal shown
 * under the fields it keys its problems by (in any language), the rest in an
 * alert. Cookies prefill a new address (zip_code) and fix the billing address's city (billing_city).
 */
export function AddressForm({
  mode,
  initial,
  partnerId,
  orderId,
  shipsToBilling = false,
  countries,
  cookies,
  onSaved,
  onCancel,
}: AddressFormProps) {
  const t = useTranslate();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // billing_city is the city of the billing address it came from (spec §4.3): it
  // fills and fixes that form's city only, never a shipping address's (which
  // may be in another city or country).
  const applied = mode === "billing" ? cookies : { ...cookies, billingCity: "" };
  const form = useAddressDraft(initial, applied, countries);
  const { draft } = form;
  // The chosen country's states (one request per country chosen).
  const states = useRouteQuery(
    "/mealbox/state",
    { country: draft.countryId },
    { enabled: draft.countryId > 0 },
  );
  const stateRequired = Boolean(states.data?.state_required);
  const stateList = states.data?.state ?? [];
  const checkout = useRouteMutation("/mealbox/checkout");
  // The fields this form has (AddressFields): a problem of another goes in the alert.
  const shows = (field: AddressField) =>
    (field !== "stateId" || stateList.length > 0) && (field !== "vatNumber" || mode === "billing");

  // The first refused field takes the focus once the errors are on screen:
  // after the commit that shows them (a frame callback could run before it).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function focusFirstError() {
    setFocusRequest((n) => n + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkout.isPending) return;
    const found = validateAddress(draft, t, { stateRequired });
    form.showErrors(found);
    checkout.reset();
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    try {
      onSaved(await checkout.mutate(checkoutParams(draft, { mode, partnerId, orderId, shipsToBilling })));
    } catch (error) {
      if (!isUserFacing(error)) return;
      form.showErrors(serverAddressErrors(error, shows).fields);
      focusFirstError();
    }
  }

  const title =
    mode === "billing"
      ? t("Billing address")
      : mode === "edit"
        ? t("Edit shipping address")
        : t("New shipping address");
  const otherErrors = otherProblems(checkout.error, t, shows);

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
      <AddressFields
        form={form}
        countries={countries}
        states={{ list: stateList, required: stateRequired }}
        showVat={mode === "billing"}
        cityLocked={Boolean(applied.billingCity) && draft.city === applied.billingCity}
      />
      <div className="weekbox-form-actions">
        <Button type="submit" isPending={checkout.isPending}>
          {t("Save address")}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={checkout.isPending}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}
