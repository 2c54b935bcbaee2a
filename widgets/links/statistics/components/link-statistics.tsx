import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { CodeEditor } from "../../shared/code-editor";
import { CopyButton } from "../../shared/copy-button";
import type { LinkStatisticsProps } from "../link-statistics-props";
import { PERIODS, type Period } from "../utils/periods";

const ClickCharts = lazy(() => import("./click-charts"));

/**
 * A tracked link's page (spec §2.9, §9.5; staff only): its URLs, trackers and
 * code (editable by its creator), and its clicks by date and by country in
 * tabs — all time, the last 30 days, the last 7 days; 'There is no data to
 * show' for a period without clicks.
 */
export function LinkStatistics({ link, statistics }: LinkStatisticsProps) {
  const t = useTranslate();
  const [period, setPeriod] = useState<Period>("all");
  const [code, setCode] = useState(link.code || "");
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const names: Record<Period, string> = {
    all: t("All Time"),
    last_30_days: t("Last 30 Days"),
    last_7_days: t("Last 7 Days"),
  };
  const title = link.title || link.url;
  const shortUrl = `${link.short_url_host}${code}`;
  const trackers = [
    [t("Campaign"), link.campaign_id],
    [t("Medium"), link.medium_id],
    [t("Source"), link.source_id],
  ] as const;
  const onTabKey = (event: KeyboardEvent) => {
    const index = PERIODS.indexOf(period);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = PERIODS[(index + step + PERIODS.length) % PERIODS.length]!;
    setPeriod(next);
    tabs.current[PERIODS.indexOf(next)]?.focus();
  };
  const shown = statistics[period];
  return (
    <div className="container o_weekbox_link_statistics_widget">
      <nav aria-label={t("Breadcrumb")} className="mt8">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <a href="/r">{t("Link Tracker")}</a>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      <h1 className="o_page_header mt0 text-break">{title}</h1>
      <dl className="row">
        <dt className="col-md-2">{t("Original URL")}</dt>
        <dd className="col-md-10 text-break">
          <a href={link.url}>{link.url}</a>
        </dd>
        <dt className="col-md-2">{t("Tracked Link")}</dt>
        <dd className="col-md-10 d-flex flex-wrap align-items-center gap-2">
          <CodeEditor
            host={link.short_url_host}
            code={code}
            canEdit={link.can_edit_code}
            onChanged={setCode}
          />
          <CopyButton text={shortUrl} className="btn btn-sm btn-link" />
        </dd>
        {link.redirected_url && (
          <>
            <dt className="col-md-2">{t("Redirected URL")}</dt>
            <dd className="col-md-10 text-break">{link.redirected_url}</dd>
          </>
        )}
        {trackers.map(([label, tracker]) =>
          tracker ? (
            <div key={label} className="contents">
              <dt className="col-md-2">{label}</dt>
              <dd className="col-md-10">{tracker[1]}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2">
        <h2 className="o_page_header">{t("Statistics")}</h2>
        <div role="tablist" aria-label={t("Period")} className="nav nav-tabs" onKeyDown={onTabKey}>
          {PERIODS.map((name, index) => (
            <button
              key={name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`weekbox_link_tab_${name}`}
              aria-controls="weekbox_link_period"
              aria-selected={period === name}
              tabIndex={period === name ? 0 : -1}
              className={`nav-link${period === name ? " active" : ""} o_no_wait_lazy_js`}
              onClick={() => setPeriod(name)}
            >
              {names[name]}
            </button>
          ))}
        </div>
      </div>
      <div
        id="weekbox_link_period"
        role="tabpanel"
        aria-labelledby={`weekbox_link_tab_${period}`}
        className="mt-3 mb128"
        data-period={period}
      >
        <p>{t("{count} clicks", { count: shown.clicks })}</p>
        {shown.clicks === 0 ? (
          <div className="alert alert-info" role="status">
            {t("There is no data to show")}
          </div>
        ) : (
          <Suspense fallback={<div className="o_weekbox_click_charts" />}>
            <ClickCharts key={period} period={shown} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
