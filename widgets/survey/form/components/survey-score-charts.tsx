import { useTranslate } from "@/core/i18n/use-translate";
import { MultiBarChart } from "@/ui/charts/multi-bar-chart";
import { PieChart } from "@/ui/charts/pie-chart";
import type { SurveyPrintProps } from "../survey-print-props";

/**
 * A quiz's results on its review (Odoo's print view shows them with
 * Chart.js): the answers' totals as a ring, and per section when the survey
 * has sections. Its own chunk, with d3: only reviews of quizzes load it.
 */
export default function SurveyScoreCharts({
  charts,
}: {
  charts: NonNullable<SurveyPrintProps["print"]["score_charts"]>;
}) {
  const t = useTranslate();
  return (
    <div className="o_survey_result o_weekbox_score_charts row p-4">
      {charts.by_section.length > 0 && (
        <div className="col-lg-6 d-none d-md-block">
          <MultiBarChart
            title={t("Results by section")}
            series={charts.by_section}
            labelHeader={t("Section")}
          />
        </div>
      )}
      <div className={`col-lg-6${charts.by_section.length ? "" : " offset-lg-3"}`}>
        <PieChart title={t("Your answers")} points={charts.totals} doughnut />
      </div>
    </div>
  );
}
