import { Label, Radio, RadioGroup } from "@/ui/upgrade/controls";
import { useTranslate } from "@/core/i18n/use-translate";
import type { DeliveryMode } from "../utils/delivery-modes";

export type DeliveryModeRadioProps = {
  /** The kind of the order's method; null when none is chosen. */
  mode: DeliveryMode | null;
  /** The modes with a method that can deliver the order. */
  available: ReadonlySet<DeliveryMode>;
  onChange: (mode: DeliveryMode) => void;
};

/** "Pick up in store" or "Home delivery" (spec §2.5: values 'store' and 'delivery'). */
export function DeliveryModeRadio({ mode, available, onChange }: DeliveryModeRadioProps) {
  const t = useTranslate();
  return (
    <RadioGroup
      className="weekbox-delivery-mode"
      orientation="horizontal"
      value={mode}
      onChange={(value) => onChange(value as DeliveryMode)}
    >
      <Label className="weekbox-field-label">{t("How do you want to receive your order?")}</Label>
      <Radio value="store" isDisabled={!available.has("store")} className="weekbox-card-radio">
        {t("Pick up in store")}
      </Radio>
      <Radio value="delivery" isDisabled={!available.has("delivery")} className="weekbox-card-radio">
        {t("Home delivery")}
      </Radio>
    </RadioGroup>
  );
}
