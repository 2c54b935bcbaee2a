import { CheckboxGroup } from "react-aria-components/CheckboxGroup";
import { Label } from "react-aria-components/Label";
import { useTranslate } from "@/core/i18n/use-translate";
import { DietCheckboxes } from "../../shared/diet-checkboxes";
import type { ContractOptions } from "../subscription-form-props";

export type DietFieldsProps = {
  diets: ContractOptions["diets"];
  value: readonly number[];
  onChange: (dietIds: number[]) => void;
};

/** The diets the chef's choice respects when the customer does not choose a week's dishes. */
export function DietFields({ diets, value, onChange }: DietFieldsProps) {
  const t = useTranslate();
  if (diets.length === 0) return null;
  return (
    <CheckboxGroup
      className="weekbox-contract-section weekbox-contract-diets"
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
    >
      <Label className="weekbox-field-label">{t("Diets")}</Label>
      <p className="weekbox-muted">
        {t("The chef's choice respects them in the weeks you do not choose your dishes.")}
      </p>
      <DietCheckboxes diets={diets} />
    </CheckboxGroup>
  );
}
