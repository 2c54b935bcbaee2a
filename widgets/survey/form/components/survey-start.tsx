import { useTranslate } from "@/core/i18n/use-translate";
import type { SurveyState } from "@/core/rpc/routes/survey-routes";
import { serverHtml } from "@/ui/server-html";

/** The first screen: the survey's description, a timed survey's limit, Start. */
export function SurveyStart({ survey, busy }: { survey: SurveyState["survey"]; busy: boolean }) {
  const t = useTranslate();
  return (
    <div className="o_survey_start mb32">
      {survey.description && <div className="pb-5 text-break">{serverHtml(survey.description)}</div>}
      {survey.time_limit_minutes > 0 && (
        <p>
          {survey.certification ? t("Time limit for this certification:") : t("Time limit for this survey:")}{" "}
          <span className="fw-bold text-danger">
            {t("{minutes} minutes", { minutes: survey.time_limit_minutes })}
          </span>
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-lg o_no_wait_lazy_js"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {survey.certification ? t("Start Certification") : t("Start Survey")}
      </button>
    </div>
  );
}
