import { useState, type KeyboardEvent } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { AriaQuantityField, type QuantityFieldProps } from "@/ui/aria-quantity-field";
import { useUpgrade } from "./upgrade-context";

export type { QuantityFieldProps } from "@/ui/aria-quantity-field";

const WHOLE_NUMBER = /^\d{1,9}$/;
const PAGE_STEPS = 10;

/**
 * ui/quantity-field.tsx's quantity (− / + around a field) for a group of
 * upgradable controls (upgrade-scope.tsx): react-aria's NumberField once the
 * group has been used, before that a plain field in its markup that does the
 * same for the first use — − / + step within the bounds, a typed number is
 * kept (clamped) on Enter or when leaving the field, Escape drops it, arrows
 * step.
 */
export function QuantityField(props: QuantityFieldProps) {
  const { parts } = useUpgrade();
  const t = useTranslate();
  const {
    "aria-label": ariaLabel,
    value,
    minValue = 0,
    maxValue,
    isReadOnly = false,
    onChange,
    className = "weekbox-stepper",
  } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const decreaseLabel = t("Decrease {label}", { label: ariaLabel });
  const increaseLabel = t("Increase {label}", { label: ariaLabel });

  if (parts) return <AriaQuantityField parts={parts} {...props} />;

  const max = maxValue ?? Infinity;
  const commit = (next: number) => {
    setDraft(null);
    const clamped = Math.min(max, Math.max(minValue, next));
    if (clamped !== value) onChange(clamped);
  };
  const commitDraft = () => {
    if (draft === null) return;
    const typed = draft.trim();
    if (WHOLE_NUMBER.test(typed)) commit(Number(typed));
    else setDraft(null);
  };
  const step = (steps: number) => !isReadOnly && commit(value + steps);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowUp: () => step(1),
      ArrowDown: () => step(-1),
      PageUp: () => step(PAGE_STEPS),
      PageDown: () => step(-PAGE_STEPS),
      Home: () => !isReadOnly && commit(minValue),
      End: () => !isReadOnly && Number.isFinite(max) && commit(max),
      Enter: commitDraft,
      Escape: () => setDraft(null),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const stepButton = (direction: "decrement" | "increment") => (
    <button
      type="button"
      className="weekbox-stepper-button"
      data-direction={direction}
      tabIndex={-1}
      aria-label={direction === "decrement" ? decreaseLabel : increaseLabel}
      disabled={isReadOnly || (direction === "decrement" ? value <= minValue : value >= max) || undefined}
      data-disabled={(direction === "decrement" ? value <= minValue : value >= max) || undefined}
      onClick={() => step(direction === "decrement" ? -1 : 1)}
    >
      {direction === "decrement" ? "−" : "+"}
    </button>
  );
  return (
    <div className={className}>
      <div role="group" className="weekbox-stepper-group">
        {stepButton("decrement")}
        <input
          className="weekbox-stepper-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-label={ariaLabel}
          readOnly={isReadOnly}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        {stepButton("increment")}
      </div>
    </div>
  );
}
