import { useEffect, useRef, type FormEvent, type KeyboardEvent } from "react";
import { useTranslate } from "@/core/i18n/use-translate";

export type ComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  /** The channel's placeholder ("Ask us anything…"). */
  placeholder: string;
  takeFocus: boolean;
};

/** The visitor's message: Enter sends it, Shift+Enter starts a new line. */
export function Composer({ value, onChange, onSend, placeholder, takeFocus }: ComposerProps) {
  const t = useTranslate();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (takeFocus) field.current?.focus();
  }, [takeFocus]);

  function submit(event?: FormEvent): void {
    event?.preventDefault();
    const text = value.trim();
    if (text) onSend(text);
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }
  return (
    <form className="weekbox-livechat-composer o_no_wait_lazy_js" onSubmit={submit}>
      <textarea
        ref={field}
        rows={2}
        className="form-control"
        value={value}
        placeholder={placeholder || undefined}
        aria-label={t("Your message")}
        maxLength={4000}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn-primary o_no_wait_lazy_js">
        {t("Send")}
      </button>
    </form>
  );
}
