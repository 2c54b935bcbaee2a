import { Button } from "react-aria-components/Button";
import { FieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Select, SelectValue } from "react-aria-components/Select";
import { useTranslate } from "@/core/i18n/use-translate";
import { DELIVERY_HOURS, hourLabel } from "../utils/delivery-hours";

export type HourSelectProps = {
  /** The hours offered on the chosen day; the others of 10:00 to 18:00 are shown disabled. */
  allowed: readonly number[];
  value: number | null;
  isDisabled: boolean;
  /** The server's refusal of the hour, shown under the field. */
  errorMessage: string | undefined;
  onChange: (hour: number) => void;
};

/** The delivery time: 10:00 to 18:00 in 60-minute steps (spec §9.2), closed hours disabled. */
export function HourSelect({ allowed, value, isDisabled, errorMessage, onChange }: HourSelectProps) {
  const t = useTranslate();
  const disabled = DELIVERY_HOURS.filter((hour) => !allowed.includes(hour)).map(String);
  return (
    <Select
      className="weekbox-field weekbox-hour-select"
      name="delivery_hour"
      selectedKey={value === null ? null : String(value)}
      onSelectionChange={(key) => key !== null && onChange(Number(key))}
      disabledKeys={disabled}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      placeholder={t("Choose a time")}
    >
      <Label className="weekbox-field-label">{t("Delivery time")}</Label>
      <Button className="weekbox-field-input weekbox-select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className="weekbox-field-error">{errorMessage}</FieldError>
      <Popover className="weekbox-popover">
        <ListBox className="weekbox-listbox">
          {DELIVERY_HOURS.map((hour) => (
            <ListBoxItem
              key={hour}
              id={String(hour)}
              textValue={hourLabel(hour)}
              className="weekbox-listbox-item"
            >
              {hourLabel(hour)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
