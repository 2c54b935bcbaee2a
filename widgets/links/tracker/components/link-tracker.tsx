import { useRef, useState, type FormEvent } from "react";
import { useCall } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort } from "@/core/rpc/rpc-errors";
import type { TrackedLink } from "@/core/rpc/routes/links-routes";
import { CopyButton } from "../../shared/copy-button";
import { generateErrorMessage } from "../../shared/link-errors";
import type { LinkTrackerProps } from "../link-tracker-props";
import type { RecentFilter } from "../utils/recent-filters";
import type { UtmRecord } from "../utils/utm-options";
import { RecentLinks } from "./recent-links";
import { UtmPicker } from "./utm-picker";

const UTM_KINDS = ["campaign", "medium", "source"] as const;
type Trackers = Record<(typeof UTM_KINDS)[number], UtmRecord | null>;

/**
 * The link tracker (spec §2.9, §7.5, §8.5; staff only): a URL and its
 * campaign, medium and source make a tracked short link, shown with a copy
 * button; 'The URL is empty.', 'URL not found (404)', a refusal's reason
 * (a javascript: URL...) or 'An error occur while trying to generate your
 * link. Try again later.' otherwise. Below, the person's recent links.
 */
export function LinkTracker({ url: initialUrl }: LinkTrackerProps) {
  const t = useTranslate();
  const call = useCall();
  const [url, setUrl] = useState(initialUrl);
  const [trackers, setTrackers] = useState<Trackers>({ campaign: null, medium: null, source: null });
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [generated, setGenerated] = useState<TrackedLink | null>(null);
  const [filter, setFilter] = useState<RecentFilter>("newest");
  // Entries a picker is still making: a link generated meanwhile waits for them.
  const creating = useRef(new Map<keyof Trackers, Promise<UtmRecord | null>>());

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (generating) return;
    setError(null);
    if (!url.trim()) {
      setError(generateErrorMessage("empty_url", t));
      return;
    }
    setGenerating(true);
    try {
      const chosen = { ...trackers };
      for (const [kind, created] of creating.current) chosen[kind] = await created;
      const result = await call("/website_links/new", {
        url: url.trim(),
        ...(chosen.campaign ? { campaign_id: chosen.campaign.id } : {}),
        ...(chosen.medium ? { medium_id: chosen.medium.id } : {}),
        ...(chosen.source ? { source_id: chosen.source.id } : {}),
      });
      if ("error" in result) {
        setError(generateErrorMessage(result.error, t));
        return;
      }
      setGenerated(result[0]!);
    } catch (failure) {
      if (!isAbort(failure)) setError(generateErrorMessage(failure, t));
    } finally {
      setGenerating(false);
    }
  }

  const labels = {
    campaign: { label: t("Campaign"), placeholder: t("e.g. June Sale, Paris Roadshow, ...") },
    medium: { label: t("Medium"), placeholder: t("e.g. InMails, Ads, Social, ...") },
    source: { label: t("Source"), placeholder: t("e.g. LinkedIn, Facebook, Leads, ...") },
  };
  return (
    <div className="container o_weekbox_link_tracker_widget">
      <h1 className="o_page_header">{t("Link Tracker")}</h1>
      <div className="row mb-4">
        <div className="col-md-7">
          <form onSubmit={generate} noValidate className="o_no_wait_lazy_js">
            <div className="mb-3 row">
              <label className="col-md-3 col-form-label" htmlFor="weekbox_link_url">
                {t("URL")}
              </label>
              <div className="col-md-9">
                <input
                  id="weekbox_link_url"
                  type="url"
                  inputMode="url"
                  className={`form-control${error ? " is-invalid" : ""}`}
                  required
                  aria-required="true"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "weekbox_link_error" : undefined}
                  placeholder={t("e.g. https://www.odoo.com/contactus")}
                  value={url}
                  onChange={(event) => {
                    setUrl(event.target.value);
                    setGenerated(null);
                  }}
                />
              </div>
            </div>
            {UTM_KINDS.map((kind) => (
              <UtmPicker
                key={kind}
                kind={kind}
                label={labels[kind].label}
                placeholder={labels[kind].placeholder}
                value={trackers[kind]}
                onChange={(value) => setTrackers((current) => ({ ...current, [kind]: value }))}
                onCreating={(created) => {
                  creating.current.set(kind, created);
                  void created.finally(() => {
                    if (creating.current.get(kind) === created) creating.current.delete(kind);
                  });
                }}
              />
            ))}
            <div className="mb-3 row">
              <div className="offset-md-3 col-md-9 d-flex flex-wrap align-items-center gap-2">
                <button type="submit" className="btn btn-primary o_no_wait_lazy_js" disabled={generating}>
                  {generating ? t("Generating link...") : t("Get tracked link")}
                </button>
                {generated && (
                  <span className="d-inline-flex align-items-center gap-2" role="status">
                    <a className="o_weekbox_generated_link" href={generated.short_url}>
                      {generated.short_url}
                    </a>
                    <CopyButton text={generated.short_url} />
                  </span>
                )}
              </div>
            </div>
            {error && (
              <div id="weekbox_link_error" className="alert alert-danger" role="alert">
                {error}
              </div>
            )}
          </form>
        </div>
        <div className="offset-md-1 col-md-3 d-none d-md-block">
          <p className="text-muted">
            {t("Share this page with a short link that includes analytics trackers.")}
          </p>
        </div>
      </div>
      <RecentLinks filter={filter} onFilter={setFilter} generated={generated} />
    </div>
  );
}
