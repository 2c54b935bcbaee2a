import { useTranslate } from "@/core/i18n/use-translate";
import { useCountdown } from "../hooks/use-countdown";

/**
 * A timed survey's time left, mm:ss (the last minute in red); `onEnd` when it
 * is up. Counted from the seconds the server gave with the screen.
 */
export function SurveyTimer({ seconds, onEnd }: { seconds: number; onEnd: () => void }) {
  const t = useTranslate();
  const left = useCountdown(seconds, onEnd);
  const minutes = Math.floor(left / 60);
  const rest = String(left % 60).padStart(2, "0");
  return (
    <div
      className={`o_survey_timer h1 pt-4 text-end text-nowrap${left < 60 ? " text-danger" : ""}`}
      role="timer"
      aria-label={t("Time left")}
    >
      {minutes}:{rest}
    </div>
  );
}
