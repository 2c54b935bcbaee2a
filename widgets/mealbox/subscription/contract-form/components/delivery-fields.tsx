import { useId } from "react";
import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { useTranslate } from "@/core/i18n/use-translate";
import type { ContractOptions } from "../subscription-form-props";
import {
  allowedWeekdays,
  RADIO_FIELDS,
  type ContractProblems,
  type ContractValues,
} from "../utils/contract-values";
import { FieldProblem } from "./field-problem";
import { NativeSelect } from "@/ui/native-select";

export type DeliveryFieldsProps = {
  values: ContractValues;
  options: ContractOptions;
  problems: ContractProblems;
  onChange: (change: Partial<ContractValues>) => void;
};

/**
 * Home delivery to one of the customer's addresses or pick-up at a store, and
 * the weekday: only the days the address's zone or the store delivers.
 */
export function DeliveryFields({ values, options, problems, onChange }: DeliveryFieldsProps) {
  const t = useTranslate();
  const id = useId();
  const days = allowedWeekdays(values, options);
  const placeChosen = values.mode === "delivery" ? values.addressId > 0 : values.storeId > 0;
  return (
    <fieldset className="weekbox-contract-section">
      <legend className="weekbox-contract-legend">{t("Delivery")}</legend>
      <RadioGroup
        className="weekbox-mode-choice"
        name={RADIO_FIELDS.mode}
        orientation="horizontal"
        value={values.mode}
        onChange={(mode) => onChange({ mode: mode === "pick_store" ? "pick_store" : "delivery" })}
        aria-label={t("How do you want to receive your box?")}
      >
        <Radio value="delivery" className="weekbox-mode-radio">
          {t("Home delivery")}
        </Radio>
        <Radio value="pick_store" className="weekbox-mode-radio">
          {t("Pick-up at a store")}
        </Radio>
      </RadioGroup>
      {values.mode === "delivery" ? (
        <NativeSelect
          label={t("Delivery address")}
          placeholder={t("Choose an address")}
          options={options.addresses.map((address) => ({ value: String(address.id), label: address.label }))}
          value={values.addressId ? String(values.addressId) : ""}
          onChange={(value) => onChange({ addressId: Number(value) || 0 })}
          problem={problems.place}
        />
      ) : (
        <NativeSelect
          label={t("Pick-up store")}
          placeholder={t("Choose a store")}
          options={options.stores.map((store) => ({
            value: String(store.id),
            label: store.address ? `${store.name} — ${store.address}` : store.name,
          }))}
          value={values.storeId ? String(values.storeId) : ""}
          onChange={(value) => onChange({ storeId: Number(value) || 0 })}
          problem={problems.place}
        />
      )}
      {placeChosen && days.length === 0 && !problems.place && (
        <p className="weekbox-muted" role="status">
          {values.mode === "delivery"
            ? t("We do not deliver to this address yet. Please choose another address or pick-up.")
            : t("This store has no pick-up day. Please choose another store.")}
        </p>
      )}
      {days.length > 0 && (
        <RadioGroup
          className="weekbox-contract-choices"
          name={RADIO_FIELDS.weekday}
          value={values.weekday === null ? null : String(values.weekday)}
          onChange={(day) => onChange({ weekday: Number(day) })}
          isInvalid={Boolean(problems.weekday)}
          aria-describedby={problems.weekday ? `${id}-weekday` : undefined}
        >
          <Label className="weekbox-field-label">{t("Delivery day, each week")}</Label>
          {days.map((day) => (
            <Radio key={day} value={String(day)} className="weekbox-card-radio">
              {options.weekday_names[day] ?? String(day)}
            </Radio>
          ))}
          <FieldProblem id={`${id}-weekday`} problem={problems.weekday} />
        </RadioGroup>
      )}
    </fieldset>
  );
}
