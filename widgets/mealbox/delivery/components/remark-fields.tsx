import { useTranslate } from "@/core/i18n/use-translate";
import { Checkbox, Label, TextArea, TextField } from "@/ui/upgrade/controls";
import type { DeliveryStore } from "../stores/delivery-store-api";
import type { DeliveryMode } from "../stores/delivery-state";

export type RemarkFieldsProps = {
  store: Pick<DeliveryStore, "setRemark" | "setIndividual">;
  mode: DeliveryMode;
  remark: string;
  isIndividual: boolean;
};

/**
 * The remark and the "individual" tick, under either mode (spec §2.7): one
 * remark for the order, read by the delivery team or the store, and kept when
 * the visitor switches mode.
 */
export function RemarkFields({ store, mode, remark, isIndividual }: RemarkFieldsProps) {
  const t = useTranslate();
  return (
    <div className="weekbox-remark-fields">
      <TextField className="weekbox-field" value={remark} onChange={store.setRemark} maxLength={1000}>
        <Label className="weekbox-field-label">
          {mode === "pick_store" ? t("Remark for the store") : t("Remark for the delivery")}
        </Label>
        <TextArea className="weekbox-field-input weekbox-remark" rows={3} />
      </TextField>

      <Checkbox className="weekbox-checkbox" isSelected={isIndividual} onChange={store.setIndividual}>
        <span className="weekbox-checkbox-box" aria-hidden="true">
          {isIndividual ? "✓" : ""}
        </span>
        {t("I order as an individual (not for a company)")}
      </Checkbox>
    </div>
  );
}
