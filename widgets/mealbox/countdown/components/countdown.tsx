import { useEffect, useState } from "react";
import { formatDate } from "@/core/format/format-date";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import { useUserMessage } from "@/core/rpc/lazy-user-message";
import { useOrderDeadline } from "../hooks/use-order-deadline";
import { msUntilNextTick, remainingUntil, safeZone } from "../utils/countdown-math";

const DEADLINE_FORMAT = {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
} as const;

/**
 * "You have {d} days {h} hours {m} minutes to order…": asks the server once for
 * the cut-off, then ticks once a minute on the browser's clock corrected by the
 * server's. Past the cut-off it asks once for the next one.
 */
export function Countdown() {
  const t = useTranslate();
  const { lang } = useTranslations();
  const { data, error, askAfter } = useOrderDeadline();
  const errorMessage = useUserMessage(error, t);
  const [clientNow, setClientNow] = useState(() => Date.now());

  const left = data ? remainingUntil(data.deadline, clientNow + data.offsetMs, data.tz) : undefined;
  const expired = left?.expired ?? false;
  // Asked past this very deadline and the server had nothing later.
  const closed = expired && data?.askedAfter === data?.deadline;

  // One timer at a time, set for the moment the shown minutes change.
  useEffect(() => {
    if (!data || closed) return;
    const timer = window.setTimeout(
      () => setClientNow(Date.now()),
      msUntilNextTick(data.deadline, clientNow + data.offsetMs),
    );
    return () => window.clearTimeout(timer);
  }, [data, clientNow, closed]);

  // Background tabs throttle timers: catch up when the visitor comes back.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") setClientNow(Date.now());
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  useEffect(() => {
    if (data && expired && !closed) askAfter(data.deadline);
  }, [data, expired, closed, askAfter]);

  if (!data || !left) {
    return (
      <div className="weekbox-countdown" aria-busy={!error}>
        <p className="weekbox-countdown-text weekbox-muted">
          {error ? errorMessage : t("Loading the order deadline…")}
        </p>
      </div>
    );
  }

  if (closed) {
    return (
      <div className="weekbox-countdown">
        <p className="weekbox-countdown-text">
          {t("Ordering for this weekend is closed. The next menu opens soon.")}
        </p>
      </div>
    );
  }

  const deadline = formatDate(data.deadline, lang, { zone: safeZone(data.tz), format: DEADLINE_FORMAT });
  return (
    <div className="weekbox-countdown">
      {/* role=timer is not announced on every tick (implicit aria-live="off"). */}
      <p className="weekbox-countdown-text" role="timer" aria-atomic="true">
        {t("You have {d} days {h} hours {m} minutes to order and get delivered this weekend", {
          d: left.days,
          h: left.hours,
          m: left.minutes,
        })}
      </p>
      {!expired && <p className="weekbox-countdown-deadline">{t("Order by {deadline}", { deadline })}</p>}
    </div>
  );
}
