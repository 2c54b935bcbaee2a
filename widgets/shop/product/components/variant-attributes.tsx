import { useId } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import type { AttributeLine, VariantSelection } from "../types/shop-product-types";
import { isLineShown } from "../utils/is-line-shown";
import { CustomValueField } from "./custom-value-field";
import { VariantChoiceLine } from "./variant-choice-line";
import { VariantColorLine } from "./variant-color-line";
import { VariantMultiLine } from "./variant-multi-line";
import { VariantSelectLine } from "./variant-select-line";

export type VariantAttributesProps = {
  lines: readonly AttributeLine[];
  selection: VariantSelection;
  /** Values that cannot go with the chosen ones: greyed, described, still selectable. */
  unavailable: ReadonlySet<number>;
  customTexts: Readonly<Record<number, string>>;
  money: (amount: number) => string;
  onChange: (lineId: number, valueIds: number[]) => void;
  onCustomTextChange: (valueId: number, text: string) => void;
};

/**
 * The product's attribute lines, each as its display type says, and the text
 * field of a chosen custom value. A line with one value and nothing to type
 * is not shown (its value is still part of the combination).
 */
export function VariantAttributes({
  lines,
  selection,
  unavailable,
  customTexts,
  money,
  onChange,
  onCustomTextChange,
}: VariantAttributesProps) {
  const t = useTranslate();
  const noteId = useId();
  const shown = lines.filter(isLineShown);
  if (shown.length === 0) return null;

  return (
    <div className="weekbox-shop-variants">
      {/* Read out with each greyed value (aria-describedby): never shown by itself. */}
      <span id={noteId} hidden>
        {t("(not available with your choice)")}
      </span>
      {shown.map((line) => {
        const chosen = selection[line.id] ?? [];
        const single = chosen[0];
        const onlyValue = line.values.length === 1 ? line.values[0] : undefined;
        // Odoo's "single and custom": nothing to choose, only the text to type.
        const isSingleCustom = Boolean(onlyValue?.is_custom) && line.display_type !== "multi";
        const customValue =
          line.display_type === "multi" ? undefined : line.values.find((v) => v.id === single && v.is_custom);
        const common = { line, unavailable, unavailableNoteId: noteId };
        return (
          <div
            key={line.id}
            className="weekbox-shop-variant"
            data-display-type={line.display_type}
            data-attribute-id={line.attribute_id}
          >
            {isSingleCustom ? (
              <p className="weekbox-shop-variant-name">{line.name}</p>
            ) : line.display_type === "select" ? (
              <VariantSelectLine
                line={line}
                selected={single}
                unavailable={unavailable}
                money={money}
                onChange={(id) => onChange(line.id, [id])}
              />
            ) : line.display_type === "color" ? (
              <VariantColorLine {...common} selected={single} onChange={(id) => onChange(line.id, [id])} />
            ) : line.display_type === "multi" ? (
              <VariantMultiLine
                {...common}
                selected={chosen}
                money={money}
                onChange={(ids) => onChange(line.id, ids)}
              />
            ) : (
              <VariantChoiceLine
                {...common}
                selected={single}
                money={money}
                onChange={(id) => onChange(line.id, [id])}
              />
            )}
            {customValue && (
              <CustomValueField
                value={customValue}
                text={customTexts[customValue.id] ?? ""}
                onChange={(text) => onCustomTextChange(customValue.id, text)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
