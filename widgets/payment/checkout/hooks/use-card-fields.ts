import { useCallback, useMemo, useRef, useState } from "react";
import { detectCardType, type CardTypeRules } from "../utils/card-types";
import { caretAfterFormat, formatCardNumber, formatCvc, formatExpiry } from "../utils/card-format";
import { checkCardNumber, checkCvc, checkExpiry } from "../utils/card-validation";

export type CardFieldName = "cc_number" | "cc_expiry" | "cc_cvc";

/** success/error: marked when focus left the field (spec §4.4). */
export type CardFieldStatus = "idle" | "success" | "error";

export type CardFieldState = {
  value: string;
  status: CardFieldStatus;
  /** "The value is invalid." under the field (after a submit attempt). */
  showInvalid: boolean;
};

export const CARD_FIELD_NAMES: readonly CardFieldName[] = ["cc_number", "cc_expiry", "cc_cvc"];

const FORMATTERS: Record<CardFieldName, (value: string) => string> = {
  cc_number: formatCardNumber,
  cc_expiry: formatExpiry,
  cc_cvc: formatCvc,
};

const currentTime = () => new Date();
const EMPTY: CardFieldState = { value: "", status: "idle", showInvalid: false };
const INITIAL: Record<CardFieldName, CardFieldState> = { cc_number: EMPTY, cc_expiry: EMPTY, cc_cvc: EMPTY };

export type CardFields = {
  fields: Record<CardFieldName, CardFieldState>;
  /** The detected type (the hidden cc_brand), undefined while unknown. */
  cardType: CardTypeRules | undefined;
  /** Changes whenever the card changes: a token made for an older card is not reused. */
  version: number;
  /** Formats what was typed or pasted; returns where the caret goes. */
  change: (name: CardFieldName, raw: string, caret: number) => number;
  blur: (name: CardFieldName) => void;
  /** Marks every field; false (and "The value is invalid." under each culprit) when one is empty or wrong. */
  validateAll: () => boolean;
  /** The add-token form's inputs. Hand them to the create route only: never log or store them. */
  formValues: () => { cc_number: string; cc_expiry: string; cc_cvc: string; cc_brand: string };
};

/**
 * The card fields' state. It lives in this component only: never persisted
 * (no atom, no storage) and dropped with the form.
 */
export function useCardFields(now: () => Date = currentTime): CardFields {
  const [fields, setFields] = useState<Record<CardFieldName, CardFieldState>>(INITIAL);
  const [version, setVersion] = useState(0);
  // The latest fields, for checks run from event handlers right after a change
  // (every update goes through it before setFields).
  const latest = useRef(INITIAL);
  const cardType = useMemo(() => detectCardType(fields.cc_number.value), [fields.cc_number.value]);

  const isValid = useCallback(
    (name: CardFieldName, all: Record<CardFieldName, CardFieldState>): boolean => {
      const value = all[name].value;
      if (!value.trim()) return false;
      if (name === "cc_number") return checkCardNumber(value).isValid;
      if (name === "cc_expiry") return checkExpiry(value, now()).isValid;
      return checkCvc(value, detectCardType(all.cc_number.value));
    },
    [now],
  );

  const change = useCallback((name: CardFieldName, raw: string, caret: number): number => {
    const previous = latest.current[name].value;
    let source = raw;
    let sourceCaret = caret;
    let formatted = FORMATTERS[name](source);
    // Backspace over a space the formatter puts back: delete the digit before it instead.
    if (formatted === previous && raw.length < previous.length && caret > 0) {
      const digitsBefore = raw.slice(0, caret).replace(/\D/g, "").length;
      const digits = raw.replace(/\D/g, "");
      if (digitsBefore > 0) {
        source = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
        sourceCaret = digitsBefore - 1;
        formatted = FORMATTERS[name](source);
      }
    }
    const next = { ...latest.current, [name]: { ...latest.current[name], value: formatted } };
    latest.current = next;
    setFields(next);
    if (formatted !== previous) setVersion((n) => n + 1);
    return caretAfterFormat(source, sourceCaret, formatted);
  }, []);

  const blur = useCallback(
    (name: CardFieldName) => {
      const all = latest.current;
      const valid = isValid(name, all);
      const next = {
        ...all,
        [name]: {
          ...all[name],
          status: valid ? "success" : "error",
          showInvalid: valid ? false : all[name].showInvalid,
        },
      };
      latest.current = next;
      setFields(next);
    },
    [isValid],
  );

  const validateAll = useCallback((): boolean => {
    const all = latest.current;
    let ok = true;
    const next = { ...all };
    for (const name of CARD_FIELD_NAMES) {
      const valid = isValid(name, all);
      ok &&= valid;
      next[name] = { ...all[name], status: valid ? "success" : "error", showInvalid: !valid };
    }
    latest.current = next;
    setFields(next);
    return ok;
  }, [isValid]);

  const formValues = useCallback(() => {
    const all = latest.current;
    return {
      cc_number: all.cc_number.value,
      cc_expiry: all.cc_expiry.value,
      cc_cvc: all.cc_cvc.value,
      cc_brand: detectCardType(all.cc_number.value)?.type ?? "unknown",
    };
  }, []);

  return { fields, cardType, version, change, blur, validateAll, formValues };
}
