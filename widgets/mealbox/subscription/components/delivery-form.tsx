import { useState } from "react";
import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/button";
import { actionKey } from "../hooks/use-subscription-actions";
import type { SettingFormProps } from "./box-size-form";

type Mode = "delivery" | "pick_store";

/** Home delivery to one of the customer's addresses or pick-up at a store, and the weekday: one of that place's days. */
export function DeliveryForm({ actions, options, onSaved }: SettingFormProps) {
  const t = useTranslate();
  const { state, act, busy, busyKey } = actions;
  const [mode, setMode] = useState<Mode>(state.delivery.type);
  const [addressId, setAddressId] = useState(
    String(state.delivery.address_id || options.addresses[0]?.id || ""),
  );
  const [storeId, setStoreId] = useState(String(state.delivery.store_id || options.stores[0]?.id || ""));
  const [weekday, setWeekday] = useState(String(state.delivery.weekday));
  const place =
    mode === "delivery"
      ? options.addresses.find((address) => String(address.id) === addressId)
      : options.stores.find((store) => String(store.id) === storeId);
  const weekdays = place?.weekdays ?? [];
  const day = weekdays.includes(Number(weekday)) ? Number(weekday) : undefined;
  const params =
    place && day !== undefined
      ? mode === "delivery"
        ? { delivery_type: mode, address_id: place.id, weekday: day }
        : { delivery_type: mode, store_id: place.id, weekday: day }
      : null;
  return (
    <form
      className="weekbox-subscription-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!params) return;
        void act("delivery", "/my/subscriptions/delivery", params, t("Your delivery is changed.")).then(
          (done) => done && onSaved(),
        );
      }}
    >
      <RadioGroup
        className="weekbox-subscription-modes"
        orientation="horizontal"
        aria-label={t("Delivery mode")}
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        isDisabled={busy}
      >
        <Radio value="delivery" className="weekbox-mode-radio">
          {t("Home delivery")}
        </Radio>
        <Radio value="pick_store" className="weekbox-mode-radio">
          {t("Pick-up at a store")}
        </Radio>
      </RadioGroup>
      {mode === "delivery" ? (
        options.addresses.length ? (
          <RadioGroup
            className="weekbox-subscription-radios"
            value={addressId}
            onChange={setAddressId}
            isDisabled={busy}
          >
            <Label className="weekbox-field-label">{t("Address")}</Label>
            {options.addresses.map((address) => (
              <Radio key={address.id} value={String(address.id)} className="weekbox-card-radio">
                <span>
                  {address.label}
                  {!address.weekdays.length && (
                    <span className="weekbox-subscription-muted"> · {t("We do not deliver there yet.")}</span>
                  )}
                </span>
              </Radio>
            ))}
          </RadioGroup>
        ) : (
          <p>{t("Add an address to your account first.")}</p>
        )
      ) : (
        <RadioGroup
          className="weekbox-subscription-radios"
          value={storeId}
          onChange={setStoreId}
          isDisabled={busy}
        >
          <Label className="weekbox-field-label">{t("Store")}</Label>
          {options.stores.map((store) => (
            <Radio key={store.id} value={String(store.id)} className="weekbox-card-radio">
              <span>
                <strong>{store.name}</strong>
                <span className="weekbox-subscription-muted"> · {store.address}</span>
              </span>
            </Radio>
          ))}
        </RadioGroup>
      )}
      {weekdays.length > 0 && (
        <RadioGroup
          className="weekbox-subscription-days"
          orientation="horizontal"
          value={day === undefined ? null : String(day)}
          onChange={setWeekday}
          isDisabled={busy}
        >
          <Label className="weekbox-field-label">{t("Delivery day")}</Label>
          {weekdays.map((number) => (
            <Radio key={number} value={String(number)} className="weekbox-mode-radio">
              {options.weekday_names[number] ?? String(number)}
            </Radio>
          ))}
        </RadioGroup>
      )}
      <Button
        type="submit"
        isDisabled={busy || !params}
        isPending={params !== null && busyKey === actionKey("/my/subscriptions/delivery", params)}
      >
        {t("Save the delivery")}
      </Button>
    </form>
  );
}
