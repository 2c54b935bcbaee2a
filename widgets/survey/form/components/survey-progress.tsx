import { useTranslate } from "@/core/i18n/use-translate";
import type { SurveyState } from "@/core/rpc/routes/survey-routes";

/** Odoo's progress bar: "N % completed", or "N of M pages" ("answered" per question). */
export function SurveyProgress({
  progress,
  survey,
}: {
  progress: NonNullable<SurveyState["progress"]>;
  survey: SurveyState["survey"];
}) {
  const t = useTranslate();
  const text =
    survey.progression_mode === "percent"
      ? t("{percent} % completed", { percent: progress.percent })
      : survey.layout === "page_per_question"
        ? t("{current} of {total} answered", { current: progress.current, total: progress.total })
        : t("{current} of {total} pages", { current: progress.current, total: progress.total });
  return (
    <div className="o_weekbox_survey_progress d-flex align-items-center gap-2 mb-4">
      <span className="small text-muted text-nowrap">{text}</span>
      <div
        className="progress flex-grow-1"
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <div className="progress-bar bg-primary" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
