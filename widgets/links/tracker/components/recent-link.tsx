import { useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import type { TrackedLink } from "@/core/rpc/routes/links-routes";
import { CodeEditor } from "../../shared/code-editor";
import { CopyButton } from "../../shared/copy-button";

/** One of the person's links: its clicks, page, short URL (code editable), trackers, Copy, Stats. */
export function RecentLink({ link }: { link: TrackedLink }) {
  const t = useTranslate();
  const [code, setCode] = useState(link.code || "");
  const shortUrl = `${link.short_url_host}${code}`;
  const trackers = [link.campaign_id, link.medium_id, link.source_id].filter((tracker) => tracker !== false);
  return (
    <li className="row mb16 o_weekbox_recent_link" data-link-id={link.id}>
      <div className="col-md-1 col-2 text-center">
        <div className="h4 mb-0">{link.count}</div>
        <p className="text-muted small">{t("clicks")}</p>
      </div>
      <div className="col-md-7 col-7">
        <h3 className="h5 text-truncate">
          <a className="no-link-style" href={link.url}>
            {link.title || link.url}
          </a>
        </h3>
        <div className="text-muted">
          <CodeEditor host={link.short_url_host} code={code} canEdit onChanged={setCode} />
        </div>
        {trackers.length > 0 && (
          <div className="d-flex gap-1 mt-1">
            {trackers.map((tracker) => (
              <span key={`${tracker[0]}-${tracker[1]}`} className="badge text-bg-success">
                {tracker[1]}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className="col-md-4 col-3 d-flex flex-wrap gap-2 align-items-start">
        <CopyButton text={shortUrl} className="btn btn-sm btn-info" />
        <a role="button" className="btn btn-sm btn-warning" href={`${shortUrl}+`}>
          {t("Stats")}
        </a>
      </div>
    </li>
  );
}
