import { useLayoutEffect, useRef } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { FieldError, Input, Label, TextField } from "@/ui/upgrade/controls";
import type { CardFieldName, CardFieldState } from "../hooks/use-card-fields";

export type CardInputProps = {
  name: CardFieldName;
  label: string;
  state: CardFieldState;
  autoComplete: string;
  placeholder?: string;
  isDisabled?: boolean;
  /** Formats the raw input; returns the caret position in the formatted value. */
  onChange: (raw: string, caret: number) => number;
  onBlur: () => void;
};

/**
 * One card field: formatted as typed (the caret stays after the digit it was
 * after), marked success or error when focus leaves it (`data-status`), with
 * "The value is invalid." under it after a refused submit.
 */
export function CardInput({
  name,
  label,
  state,
  autoComplete,
  placeholder,
  isDisabled,
  onChange,
  onBlur,
}: CardInputProps) {
  const t = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  });

  return (
    <div className="weekbox-card-field" data-status={state.status}>
      <TextField
        name={name}
        value={state.value}
        onChange={(raw) => {
          pendingCaret.current = onChange(raw, inputRef.current?.selectionStart ?? raw.length);
        }}
        onBlur={onBlur}
        isInvalid={state.status === "error"}
        isRequired
        isDisabled={isDisabled ?? false}
        validationBehavior="aria"
        className="weekbox-field"
      >
        <Label className="weekbox-field-label">{label}</Label>
        <Input
          ref={inputRef}
          className="weekbox-field-input"
          inputMode="numeric"
          autoComplete={autoComplete}
          spellCheck={false}
          data-required=""
          data-valid={state.status === "success" ? "" : undefined}
          {...(placeholder ? { placeholder } : {})}
        />
        {state.showInvalid && (
          <FieldError className="weekbox-field-error">{t("The value is invalid.")}</FieldError>
        )}
      </TextField>
    </div>
  );
}
