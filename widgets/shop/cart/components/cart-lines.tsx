import { useTranslate } from "@/core/i18n/use-translate";
import type { CartLine } from "@/core/rpc/routes/shop-routes";
import type { CartEditor, CartEditorSnapshot } from "../stores/create-cart-editor";
import { groupCartLines } from "../utils/group-cart-lines";
import { CartLineRow } from "./cart-line-row";

export type CartLinesProps = {
  lines: readonly CartLine[];
  editing: Pick<CartEditorSnapshot, "drafts" | "removing">;
  editor: Pick<CartEditor, "typeQuantity" | "stepQuantity" | "removeLine">;
  money: (amount: number) => string;
};

/** The cart's lines, each optional product indented under its main line. */
export function CartLines({ lines, editing, editor, money }: CartLinesProps) {
  const t = useTranslate();
  const row = (line: CartLine, isOption: boolean) => (
    <CartLineRow
      line={line}
      isOption={isOption}
      draft={editing.drafts.get(line.id)}
      isRemoving={editing.removing.has(line.id)}
      money={money}
      onType={editor.typeQuantity}
      onStep={editor.stepQuantity}
      onRemove={editor.removeLine}
    />
  );
  return (
    <ul className="weekbox-cart-lines" aria-label={t("Products in your cart")}>
      {groupCartLines(lines).map(({ line, options }) => (
        <li key={line.id} className="weekbox-cart-lines-item">
          {row(line, false)}
          {options.length > 0 && (
            <ul className="weekbox-cart-options" aria-label={t("Options of {name}", { name: line.name })}>
              {options.map((option) => (
                <li key={option.id}>{row(option, true)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
