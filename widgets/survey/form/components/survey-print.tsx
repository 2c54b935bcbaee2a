import { lazy, Suspense } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { serverHtml } from "@/ui/server-html";
import type { SurveyPrintProps } from "../survey-print-props";
import { QuestionBlock } from "./question-block";

const SurveyScoreCharts = lazy(() => import("./survey-score-charts"));

/**
 * The print view (spec §2.9: no submit address, every input disabled): the
 * survey's pages and questions with the answer's answers, a question left
 * unanswered said so; on a quiz's review its corrections and score charts.
 */
export function SurveyPrint({ print }: SurveyPrintProps) {
  const t = useTranslate();
  const skipped = new Set(print.skipped_question_ids);
  return (
    <div className="o_weekbox_survey_print">
      <div className="py-5 mt32">
        <h1 className="text-break">{print.survey.title}</h1>
        {print.survey.description && <div className="text-break">{serverHtml(print.survey.description)}</div>}
        {print.review_retry_url && (
          <a className="btn btn-primary btn-lg" href={print.review_retry_url}>
            {t("Retry")}
          </a>
        )}
      </div>
      {print.score_charts && (
        <Suspense fallback={<div className="o_weekbox_score_charts" />}>
          <SurveyScoreCharts charts={print.score_charts} />
        </Suspense>
      )}
      <fieldset disabled aria-label={t("Answers")}>
        {print.sections.map((section, index) => (
          <section key={section.id}>
            {section.title && (
              <>
                {index > 0 && <hr />}
                <div className="o_page_header mb-5">
                  <h2 className="text-break fs-2">{section.title}</h2>
                  {section.description && <div>{serverHtml(section.description)}</div>}
                </div>
              </>
            )}
            {section.questions.map((question) => (
              <QuestionBlock
                key={question.id}
                question={question}
                value={print.values[String(question.id)]}
                onChange={() => {}}
                disabled
                error={null}
                correction={print.corrections[String(question.id)]}
                skippedNote={skipped.has(question.id)}
              />
            ))}
          </section>
        ))}
      </fieldset>
    </div>
  );
}
