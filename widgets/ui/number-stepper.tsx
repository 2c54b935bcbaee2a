import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { PlainButton } from "@/ui/upgrade/plain-button";

export type NumberStepperProps = {
  /** Visible label; use `aria-label` instead when the context already labels it. */
  label?: ReactNode;
  "aria-label"?: string;
  value?: number;
  defaultValue?: number;
  minValue?: number;
  maxValue?: number;
  /** Default 1. */
  step?: number;
  /** Called with each new valid number; a cleared input is not reported. */
  onChange?: (value: number) => void;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Form field name, for plain form posts. */
  name?: string;
  className?: string;
};

const PAGE_STEPS = 10;
const WHOLE_NUMBER = /^-?\d{1,9}$/;

/**
 * A whole-number input with − / + buttons, for the small counts of a meal box.
 * Written on native buttons rather than react-aria's NumberField: the field's
 * locale-aware number parsing (about 10 KB gzip), and react-aria's press
 * events (14 KB), buy nothing for "3 meals" on the home page (budget 100 KB).
 * The input is a spinbutton
 * (value, bounds); keyboard as react-aria's field: arrows step, Page Up/Down
 * step by ten, Home/End go to the bounds, typed text is kept on Enter or blur
 * (clamped) and dropped on Escape. The buttons are out of the tab order (the
 * input is the one stop) and named "Increase <label>".
 * States: `[data-invalid]`, `[data-disabled]` on the root; `[data-disabled]`
 * on a button at its bound.
 */
export function NumberStepper({
  label,
  "aria-label": ariaLabel,
  value,
  defaultValue,
  minValue = -Infinity,
  maxValue = Infinity,
  step = 1,
  onChange,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  isReadOnly = false,
  name,
  className,
}: NumberStepperProps) {
  const t = useTranslate();
  const id = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  // What the visitor is typing, until Enter or blur; null when not typing.
  const [draft, setDraft] = useState<string | null>(null);
  // A press of − or + leaves focus on the button, so the spinbutton's own value
  // is not read out: the live region says the new value. Keys on the focused
  // spinbutton are read out by the screen reader itself, so they empty it.
  const [isSpoken, setSpoken] = useState(false);
  const isLocked = isDisabled || isReadOnly;
  const fieldName = ariaLabel ?? (typeof label === "string" ? label : "");

  const commit = (next: number) => {
    setDraft(null);
    const clamped = Math.min(maxValue, Math.max(minValue, next));
    if (!Number.isFinite(clamped) || clamped === current) return;
    if (value === undefined) setOwnValue(clamped);
    onChange?.(clamped);
  };
  const stepBy = (steps: number) => {
    if (isLocked) return;
    const base = current ?? (Number.isFinite(minValue) ? minValue - steps * step : 0);
    commit(base + steps * step);
  };
  const commitDraft = () => {
    if (draft === null) return;
    const typed = draft.trim();
    if (WHOLE_NUMBER.test(typed)) commit(Number(typed));
    else setDraft(null); // nothing readable: back to the current value
  };
  const press = (steps: number) => {
    setSpoken(true);
    stepBy(steps);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    setSpoken(false);
    const keys: Record<string, () => void> = {
      ArrowUp: () => stepBy(1),
      ArrowDown: () => stepBy(-1),
      PageUp: () => stepBy(PAGE_STEPS),
      PageDown: () => stepBy(-PAGE_STEPS),
      Home: () => Number.isFinite(minValue) && !isLocked && commit(minValue),
      End: () => Number.isFinite(maxValue) && !isLocked && commit(maxValue),
      Enter: commitDraft,
      Escape: () => setDraft(null),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [
    description !== undefined ? descriptionId : null,
    isInvalid && errorMessage !== undefined ? errorId : null,
  ].filter(Boolean);

  return (
    <div
      className={className ?? "weekbox-stepper"}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      {label !== undefined && (
        <label className="weekbox-stepper-label" htmlFor={`${id}-input`}>
          {label}
        </label>
      )}
      <div className="weekbox-stepper-group" role="group" aria-label={fieldName || undefined}>
        <PlainButton
          className="weekbox-stepper-button"
          data-direction="decrement"
          aria-label={t("Decrease {label}", { label: fieldName })}
          excludeFromTabOrder
          isDisabled={isLocked || (current !== undefined && current - step < minValue)}
          onPress={() => press(-1)}
        >
          −
        </PlainButton>
        <input
          id={`${id}-input`}
          className="weekbox-stepper-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          aria-valuenow={current}
          aria-valuemin={Number.isFinite(minValue) ? minValue : undefined}
          aria-valuemax={Number.isFinite(maxValue) ? maxValue : undefined}
          name={name}
          value={draft ?? (current === undefined ? "" : String(current))}
          disabled={isDisabled}
          readOnly={isReadOnly}
          aria-label={label === undefined ? ariaLabel : undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy.length ? describedBy.join(" ") : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        <PlainButton
          className="weekbox-stepper-button"
          data-direction="increment"
          aria-label={t("Increase {label}", { label: fieldName })}
          excludeFromTabOrder
          isDisabled={isLocked || (current !== undefined && current + step > maxValue)}
          onPress={() => press(1)}
        >
          +
        </PlainButton>
      </div>
      {/* Bootstrap's class, as on every Odoo page: read out, not shown. */}
      <span className="visually-hidden" aria-live="polite">
        {isSpoken ? current : ""}
      </span>
      {description !== undefined && (
        <span id={descriptionId} className="weekbox-stepper-description">
          {description}
        </span>
      )}
      {isInvalid && errorMessage !== undefined && (
        <span id={errorId} className="weekbox-stepper-error" role="alert">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
