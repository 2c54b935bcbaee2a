import { useTranslate } from "@/core/i18n/use-translate";
import { BarChart } from "@/ui/charts/bar-chart";
import { PieChart } from "@/ui/charts/pie-chart";
import type { ClickPeriod } from "../link-statistics-props";

/**
 * A period's clicks by date (bars) and by country (a pie). Its own chunk,
 * with d3: a link without clicks never loads it.
 */
export default function ClickCharts({ period }: { period: ClickPeriod }) {
  const t = useTranslate();
  return (
    <div className="row o_weekbox_click_charts">
      <div className="col-lg-7">
        <h3 className="h5">{t("Clicks by date")}</h3>
        <BarChart
          title={t("Clicks by date")}
          points={period.by_date.map((day) => ({ text: day.date, count: day.count }))}
          colorPerBar={false}
          labelHeader={t("Date")}
        />
      </div>
      <div className="col-lg-5">
        <h3 className="h5">{t("Clicks by country")}</h3>
        <PieChart
          title={t("Clicks by country")}
          points={period.by_country.map((country) => ({ text: country.country, count: country.count }))}
          labelHeader={t("Country")}
        />
      </div>
    </div>
  );
}
