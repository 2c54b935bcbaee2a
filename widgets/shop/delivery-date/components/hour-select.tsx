import { useId } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { useOpenAtOnce } from "@/ui/upgrade/use-open-at-once";
import { useUpgrade, type AriaControls } from "@/ui/upgrade/upgrade-context";
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

/** Keys that open a select's list (WAI-ARIA's select-only combobox). */
const OPENING_KEYS = ["Enter", " ", "ArrowDown", "ArrowUp"];
const KEY = "delivery-hour";

/**
 * The delivery time: 10:00 to 18:00 in 60-minute steps (spec §9.2), closed
 * hours disabled, in react-aria's Select. Until the delivery date is first
 * used (ui/upgrade) its button stands alone, in the same markup; pressed, the
 * Select comes and opens.
 */
export function HourSelect(props: HourSelectProps) {
  const { parts, activation } = useUpgrade();
  const t = useTranslate();
  const labelId = useId();
  const valueId = useId();
  if (parts) {
    const asked =
      activation?.key === KEY &&
      (activation.how === "pointer" || OPENING_KEYS.includes(activation.keyName ?? ""));
    return <AriaHourSelect {...props} parts={parts} openAtOnce={asked} />;
  }
  return (
    <div
      className="weekbox-field weekbox-hour-select"
      data-disabled={props.isDisabled || undefined}
      data-invalid={Boolean(props.errorMessage) || undefined}
    >
      <span className="weekbox-field-label" id={labelId}>
        {t("Delivery time")}
      </span>
      <button
        type="button"
        className="weekbox-field-input weekbox-select-button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${valueId} ${labelId}`}
        disabled={props.isDisabled}
        data-upgrade-key={KEY}
      >
        <span id={valueId} data-placeholder={props.value === null || undefined}>
          {props.value === null ? t("Choose a time") : hourLabel(props.value)}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {props.errorMessage && <span className="weekbox-field-error">{props.errorMessage}</span>}
    </div>
  );
}

function AriaHourSelect({
  allowed,
  value,
  isDisabled,
  errorMessage,
  onChange,
  parts,
  openAtOnce,
}: HourSelectProps & { parts: AriaControls; openAtOnce: boolean }) {
  const t = useTranslate();
  const { Select, Label, Button, SelectValue, FieldError, Popover, ListBox, ListBoxItem } = parts;
  const disabled = DELIVERY_HOURS.filter((hour) => !allowed.includes(hour)).map(String);
  const { ref: button, isOpen, setOpen } = useOpenAtOnce(openAtOnce);
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
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <Label className="weekbox-field-label">{t("Delivery time")}</Label>
      <Button ref={button} className="weekbox-field-input weekbox-select-button">
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
