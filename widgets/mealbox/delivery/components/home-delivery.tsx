import { Suspense, lazy } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { Label, Radio, RadioGroup } from "@/ui/upgrade/controls";
import type { DeliveryStore } from "../stores/delivery-store-api";
import type { ReadyDelivery } from "../stores/delivery-state";
import { toDraft } from "../utils/address-draft";
import { AddressBlocks } from "./address-blocks";
import { DateSelect } from "./date-select";

// The address form (its text, select, date and street search fields: react-aria's
// combobox, date field and their parsers, about 60 KB gzip) loads when a visitor
// asks to add or change an address: the step itself shows the saved addresses.
const AddressForm = lazy(() => import("./address-form").then((module) => ({ default: module.AddressForm })));

export type HomeDeliveryProps = {
  store: DeliveryStore;
  delivery: ReadyDelivery;
  /** The step waits for an answer (or is paying): choices that ask the server wait too. */
  isBusy: boolean;
  money: (amount: number) => string;
};

/** Home delivery (spec §2.7): addresses, options and date (the remark and 'is individual' are RemarkFields). */
export function HomeDelivery({ store, delivery, isBusy, money }: HomeDeliveryProps) {
  const t = useTranslate();
  const { server, selection, editing } = delivery;
  const { shipping: state } = server;
  const countries = server.summary.country;

  if (editing) {
    return (
      <Suspense fallback={null}>
        <AddressForm
          key={`${editing.mode}-${editing.address?.id ?? 0}`}
          mode={editing.mode}
          initial={toDraft(editing.address, countries)}
          partnerId={editing.address?.id ?? 0}
          orderId={store.init.orderId}
          shipsToBilling={!state.shipping || state.shipping.id === state.billing?.id}
          countries={countries}
          cookies={store.init.cookies}
          onCancel={store.cancelEditing}
          onSaved={store.addressSaved}
        />
      </Suspense>
    );
  }

  return (
    <div className="weekbox-home-delivery">
      <AddressBlocks shipping={state} store={store} isBusy={isBusy} />

      {state.options.length > 0 && (
        <RadioGroup
          className="weekbox-options"
          value={selection.optionId ? String(selection.optionId) : null}
          onChange={(value) => store.chooseOption(Number(value))}
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

      {state.shipping && (
        <DateSelect
          name="delivery_date"
          label={t("Delivery date")}
          placeholder={t("Choose a delivery date")}
          dates={state.dates}
          value={selection.homeDate}
          onChange={store.setHomeDate}
          emptyMessage={t("It seems that no dates are available for your address, please contact us")}
        />
      )}
    </div>
  );
}
