import { useState } from "react";
import { Checkbox } from "react-aria-components/Checkbox";
import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { TextArea } from "react-aria-components/TextArea";
import { TextField } from "react-aria-components/TextField";
import { useTranslate } from "@/core/i18n/use-translate";
import type { RouteResult } from "@/core/rpc/route-map";
import { Alert } from "@/core/ui/alert";
import { Button } from "@/core/ui/button";
import { EMPTY_ADDRESS, splitName, type AddressDraft } from "../utils/address-rules";
import type { DeliveryCookies } from "../utils/delivery-cookies";
import { AddressForm, type AddressFormMode, type CheckoutResult, type Country } from "./address-form";
import { DateSelect } from "./date-select";

type Summary = RouteResult<"/mealbox/address">;
export type Address = NonNullable<Summary["billing_address"]>;
export type DeliveryOption = Summary["delivery_options_list"][number];

/** What the address block shows; refreshed by /mealbox/checkout and /mealbox/shiping/address. */
export type ShippingState = {
  message: string;
  billing: Address | null;
  shipping: Address | null;
  shippings: readonly Address[];
  options: readonly DeliveryOption[];
  dates: readonly string[];
};

export type HomeDeliveryProps = {
  orderId: number;
  state: ShippingState;
  countries: readonly Country[];
  cookies: DeliveryCookies;
  date: string;
  onDateChange: (date: string) => void;
  optionId: number;
  onOptionChange: (id: number) => void;
  remark: string;
  onRemarkChange: (remark: string) => void;
  isIndividual: boolean;
  onIndividualChange: (value: boolean) => void;
  onShipTo: (addressId: number) => void;
  onAddressSaved: (result: CheckoutResult) => void;
  isBusy: boolean;
  money: (amount: number) => string;
};

type Editing = { mode: AddressFormMode; address: Address | null } | null;

function toDraft(address: Address | null, countries: readonly Country[]): AddressDraft {
  const belgium = countries.find((c) => c.code === "BE");
  if (!address) return { ...EMPTY_ADDRESS, countryId: belgium?.id ?? 0 };
  const title = address.title === "Miss" || address.title === "Mister" ? address.title : "";
  return {
    ...EMPTY_ADDRESS,
    ...splitName(address.name),
    title,
    birthdate: address.birthdate,
    email: address.email,
    phone: address.phone,
    street: address.street,
    street2: address.street2,
    city: address.city,
    zip: address.zip,
    countryId: address.country?.id ?? belgium?.id ?? 0,
    stateId: address.state?.id ?? 0,
    companyName: address.company_name,
    vatNumber: address.vat,
  };
}

/** Home delivery (spec §2.7): addresses, options, date, remark and 'is individual'. */
export function HomeDelivery(props: HomeDeliveryProps) {
  const t = useTranslate();
  const { state, countries, cookies, orderId, isBusy, money } = props;
  const [editing, setEditing] = useState<Editing>(null);
  const { billing, shipping } = state;

  function edit(address: Address | null) {
    if (!address) setEditing({ mode: "new", address: null });
    else if (billing && address.id === billing.id) setEditing({ mode: "billing", address });
    else setEditing({ mode: "edit", address });
  }

  if (editing) {
    return (
      <AddressForm
        key={`${editing.mode}-${editing.address?.id ?? 0}`}
        mode={editing.mode}
        initial={toDraft(editing.address, countries)}
        partnerId={editing.address?.id ?? 0}
        orderId={orderId}
        countries={countries}
        cookies={cookies}
        onCancel={() => setEditing(null)}
        onSaved={(result) => {
          setEditing(null);
          props.onAddressSaved(result);
        }}
      />
    );
  }

  return (
    <div className="weekbox-home-delivery">
      <section className="weekbox-address-block" aria-labelledby="weekbox-billing-title">
        <h3 id="weekbox-billing-title">{t("Billing address")}</h3>
        {billing ? (
          <AddressCard address={billing} onEdit={() => edit(billing)} editLabel={t("Edit billing address")} />
        ) : (
          <p className="weekbox-muted">{t("No billing address yet.")}</p>
        )}
      </section>

      <section className="weekbox-address-block" aria-labelledby="weekbox-shipping-title">
        <h3 id="weekbox-shipping-title">{t("Shipping address")}</h3>
        <RadioGroup
          className="weekbox-address-choice"
          aria-labelledby="weekbox-shipping-title"
          value={shipping ? String(shipping.id) : null}
          onChange={(value) => props.onShipTo(Number(value))}
          isDisabled={isBusy}
        >
          {state.shippings.map((address) => (
            <Radio
              key={address.id}
              value={String(address.id)}
              className="weekbox-card-radio"
              data-testid="shipping-choice"
            >
              <AddressLines address={address} />
            </Radio>
          ))}
        </RadioGroup>
        <div className="weekbox-form-actions">
          {shipping && (
            <Button variant="secondary" onPress={() => edit(shipping)} isDisabled={isBusy}>
              {t("Edit shipping address")}
            </Button>
          )}
          <Button variant="secondary" onPress={() => edit(null)} isDisabled={isBusy}>
            {t("Add an address")}
          </Button>
        </div>
        {state.message && <Alert tone="info">{state.message}</Alert>}
      </section>

      {state.options.length > 0 && (
        <RadioGroup
          className="weekbox-options"
          value={props.optionId ? String(props.optionId) : null}
          onChange={(value) => props.onOptionChange(Number(value))}
          isDisabled={isBusy}
        >
          <Label className="weekbox-field-label">{t("Delivery option")}</Label>
          {state.options.map((option) => (
            <Radio
              key={option.id}
              value={String(option.id)}
              isDisabled={!option.available}
              className="weekbox-card-radio"
            >
              <span>{option.name}</span> <strong>{money(option.amount)}</strong>
              {option.message && <span className="weekbox-muted"> {option.message}</span>}
            </Radio>
          ))}
        </RadioGroup>
      )}

      {shipping && (
        <DateSelect
          name="delivery_date"
          label={t("Delivery date")}
          placeholder={t("Choose a delivery date")}
          dates={state.dates}
          value={props.date}
          onChange={props.onDateChange}
          emptyMessage={t("It seems that no dates are available for your address, please contact us")}
        />
      )}

      <TextField
        className="weekbox-field"
        value={props.remark}
        onChange={props.onRemarkChange}
        maxLength={1000}
      >
        <Label className="weekbox-field-label">{t("Remark for the delivery")}</Label>
        <TextArea className="weekbox-field-input weekbox-remark" rows={3} />
      </TextField>

      <Checkbox
        className="weekbox-checkbox"
        isSelected={props.isIndividual}
        onChange={props.onIndividualChange}
      >
        <span className="weekbox-checkbox-box" aria-hidden="true">
          {props.isIndividual ? "✓" : ""}
        </span>
        {t("I order as an individual (not for a company)")}
      </Checkbox>
    </div>
  );
}

function AddressLines({ address }: { address: Address }) {
  return (
    <span className="weekbox-address-lines">
      <strong>{address.name}</strong>
      <span>{address.address}</span>
      {address.phone && <span className="weekbox-muted">{address.phone}</span>}
    </span>
  );
}

function AddressCard({
  address,
  onEdit,
  editLabel,
}: {
  address: Address;
  onEdit: () => void;
  editLabel: string;
}) {
  return (
    <div className="weekbox-address-card" data-testid="billing-card">
      <AddressLines address={address} />
      {address.email && <span className="weekbox-muted">{address.email}</span>}
      <Button variant="link" onPress={onEdit}>
        {editLabel}
      </Button>
    </div>
  );
}
