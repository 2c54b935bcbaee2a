import { useEffect, useRef, useState } from "react";
import { Button } from "react-aria-components/Button";
import { Input } from "react-aria-components/Input";
import { useTranslate } from "@/core/i18n/use-translate";
import type { LineChange } from "../utils/use-quote-changes";
import { typedQuantity } from "../utils/typed-quantity";

/** How long typing may pause before the typed quantity is sent. */
export const TYPING_DELAY_MS = 700;

type LineQuantityProps = {
  productName: string;
  quantity: number;
  uom: string;
  /** Whole pieces only: the keyboard offers digits (a typed fraction is cut down by the server). */
  wholeUnits: boolean;
  isBusy: boolean;
  /** Changes with each answer of the server, a refusal too: the field shows the quantity again. */
  revision: number;
  onChange: (change: LineChange) => void;
};

/**
 * An optional line's quantity: − and + (one unit), or a typed quantity sent
 * once typing pauses, on Enter or on leaving the field. Text that is no number
 * sends nothing and the quantity comes back.
 */
export function LineQuantity({
  productName,
  quantity,
  uom,
  wholeUnits,
  isBusy,
  revision,
  onChange,
}: LineQuantityProps) {
  const t = useTranslate();
  const [text, setText] = useState(String(quantity));
  const [answered, setAnswered] = useState({ quantity, revision });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The server's answer is the quantity shown, whatever was typed.
  if (answered.quantity !== quantity || answered.revision !== revision) {
    setAnswered({ quantity, revision });
    setText(String(quantity));
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(value: string) {
    clearTimeout(timer.current);
    const typed = typedQuantity(value);
    if (typed === null) {
      setText(String(quantity));
      return;
    }
    if (typed === quantity) return;
    onChange({ input_quantity: typed });
  }

  return (
    <div className="weekbox-quote-quantity input-group input-group-sm" aria-busy={isBusy || undefined}>
      <Button
        className="btn btn-light o_no_wait_lazy_js"
        aria-label={t("Remove one {product}", { product: productName })}
        isDisabled={isBusy}
        onPress={() => onChange({ remove: true })}
      >
        <span className="fa fa-minus" aria-hidden="true" />
      </Button>
      <Input
        className="form-control text-end"
        inputMode={wholeUnits ? "numeric" : "decimal"}
        aria-label={t("Quantity of {product}", { product: productName })}
        value={text}
        disabled={isBusy}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(value), TYPING_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit(text);
          }
        }}
        onBlur={() => {
          if (text !== String(quantity)) commit(text);
        }}
      />
      <Button
        className="btn btn-light o_no_wait_lazy_js"
        aria-label={t("Add one {product}", { product: productName })}
        isDisabled={isBusy}
        onPress={() => onChange({})}
      >
        <span className="fa fa-plus" aria-hidden="true" />
      </Button>
      {uom ? <span className="input-group-text">{uom}</span> : null}
    </div>
  );
}
