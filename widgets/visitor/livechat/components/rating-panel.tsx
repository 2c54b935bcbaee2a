import { useEffect, useRef, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";

/** Odoo's live chat ratings (im_livechat's RATING). */
export const RATING_GREAT = 5;
export const RATING_OKAY = 3;
export const RATING_BAD = 1;

export type RatingPanelProps = {
  onRate: (rating: number, reason?: string) => void;
  /** Closes without a rating. */
  onSkip: () => void;
};

/**
 * The end of a chat (spec §5.5): great and okay are sent at once and close
 * the chat; bad asks why first.
 */
export function RatingPanel({ onRate, onSkip }: RatingPanelProps) {
  const t = useTranslate();
  const [askingWhy, setAskingWhy] = useState(false);
  const [reason, setReason] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const why = useRef<HTMLTextAreaElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (askingWhy) why.current?.focus();
  }, [askingWhy]);

  if (askingWhy) {
    return (
      <form
        className="weekbox-livechat-rating o_no_wait_lazy_js"
        onSubmit={(event) => {
          event.preventDefault();
          onRate(RATING_BAD, reason.trim());
        }}
      >
        <label className="form-label" htmlFor="weekbox-livechat-reason">
          {t("Please tell us what went wrong.")}
        </label>
        <textarea
          ref={why}
          id="weekbox-livechat-reason"
          className="form-control"
          rows={3}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <button type="submit" className="btn btn-primary o_no_wait_lazy_js">
          {t("Send")}
        </button>
      </form>
    );
  }
  return (
    <div className="weekbox-livechat-rating">
      <h3 ref={heading} tabIndex={-1} className="weekbox-livechat-rating-title">
        {t("How was this chat?")}
      </h3>
      <div className="weekbox-livechat-rating-choices">
        {[
          { label: t("Great"), choose: () => onRate(RATING_GREAT) },
          { label: t("Okay"), choose: () => onRate(RATING_OKAY) },
          { label: t("Bad"), choose: () => setAskingWhy(true) },
        ].map(({ label, choose }) => (
          <button
            key={label}
            type="button"
            className="btn weekbox-livechat-rate o_no_wait_lazy_js"
            onClick={choose}
          >
            {label}
          </button>
        ))}
      </div>
      <button type="button" className="btn btn-link o_no_wait_lazy_js" onClick={onSkip}>
        {t("Close without rating")}
      </button>
    </div>
  );
}
