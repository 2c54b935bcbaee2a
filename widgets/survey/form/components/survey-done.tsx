import { useTranslate } from "@/core/i18n/use-translate";
import type { SurveyState } from "@/core/rpc/routes/survey-routes";
import { formatDecimal } from "@/core/format/format-decimal";
import { serverHtml } from "@/ui/server-html";

/** The end screen: thanks, a quiz's score and verdict, retry, the review of the answers. */
export function SurveyDone({ done }: { done: NonNullable<SurveyState["done"]> }) {
  const t = useTranslate();
  return (
    <div className="o_survey_finished mt32 mb32" role="status">
      <h2 className="fs-2">{t("Thank you!")}</h2>
      {done.description && <div>{serverHtml(done.description)}</div>}
      {done.scored && (
        <div className="mt-3">
          <p className="mb-1">{t("You scored {score}%", { score: formatDecimal(done.score) })}</p>
          <p>
            {done.passed
              ? t("Congratulations, you have passed the test!")
              : t("Unfortunately, you have failed the test.")}
          </p>
          {done.certification_url && (
            <a className="btn btn-primary btn-lg" href={done.certification_url}>
              {t("Download certification")}
            </a>
          )}
        </div>
      )}
      {done.attempts_left !== null && done.attempts_left > 0 && (
        <p>{t("Number of attempts left: {count}", { count: done.attempts_left })}</p>
      )}
      {done.retry_url && (
        <p>
          <a className="btn btn-primary" href={done.retry_url}>
            {t("Retry")}
          </a>
        </p>
      )}
      {done.review_url && (
        <p className="o_survey_review">
          <a href={done.review_url}>{t("Review your answers")}</a>
        </p>
      )}
    </div>
  );
}
