import { Button } from "react-aria-components/Button";
import { ComboBox } from "react-aria-components/ComboBox";
import { FieldError } from "react-aria-components/FieldError";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import type { Key } from "react-aria-components";
import { useTranslate } from "@/core/i18n/use-translate";
import "./address-fields.css";
import { RequiredMark } from "./required-mark";

export type CountryOption = { id: number; name: string };

export type CountryComboBoxProps = {
  label: string;
  /** Read-only (Odoo: the country cannot change once documents were issued). */
  isDisabled?: boolean;
  countries: readonly CountryOption[];
  /** 0: none. */
  value: number;
  onChange: (countryId: number) => void;
  errorMessage?: string | undefined;
};

/**
 * The country (react-aria ComboBox: type to filter some 250 names, arrows,
 * Enter, announced options). It has no form name: the form posts the chosen
 * id in a hidden `country_id` input (Odoo's own scripts look for a
 * `select[name="country_id"]`, which this is not).
 */
export function CountryComboBox({
  label,
  isDisabled = false,
  countries,
  value,
  onChange,
  errorMessage,
}: CountryComboBoxProps) {
  const t = useTranslate();
  return (
    <ComboBox
      className="weekbox-field weekbox-address-field weekbox-address-combobox"
      data-field="country_id"
      items={countries}
      selectedKey={value > 0 ? String(value) : null}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(Number(key));
      }}
      menuTrigger="focus"
      isRequired
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className="weekbox-field-label">
        {label}
        <RequiredMark isRequired />
      </Label>
      <div className="weekbox-address-combobox-row">
        <Input className="weekbox-field-input" placeholder={t("Country...")} autoComplete="country-name" />
        <Button
          className="weekbox-address-combobox-button o_no_wait_lazy_js"
          aria-label={t("Show the countries")}
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className="weekbox-field-error">{errorMessage}</FieldError>
      <Popover className="weekbox-address-popover" placement="bottom start" offset={4}>
        <ListBox<CountryOption> className="weekbox-address-options">
          {(country) => (
            <ListBoxItem id={String(country.id)} textValue={country.name} className="weekbox-address-option">
              {country.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
