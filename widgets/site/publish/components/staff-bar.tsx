import { useEffect, useRef } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { appsUrl } from "../utils/apps-url";
import type { WebsitePublishProps } from "../website-publish-props";
import { PublishSwitch } from "./publish-switch";

/**
 * The staff's bar in the page's corner: the back office's apps, the editor,
 * and the page's record's publish switch and back-office form.
 */
export function StaffBar({ editorUrl, record }: WebsitePublishProps) {
  const t = useTranslate();
  const bar = useRef<HTMLDivElement>(null);

  // The page marks the record published or not (spec §4.1 data-publish), as the server answered.
  function markPage(published: boolean): void {
    bar.current?.closest("[data-widget]")?.setAttribute("data-publish", published ? "on" : "off");
  }
  useEffect(() => {
    if (record) markPage(record.published);
  }, [record]);

  return (
    <>
      {/* Odoo's corner mark: hovering it (or focusing the bar) slides the buttons in. */}
      <svg
        className="o_frontend_to_backend_icon position-absolute"
        width="24px"
        height="24px"
        viewBox="-7 -7 24 24"
        aria-hidden="true"
        preserveAspectRatio="xMinYMin"
      >
        <path fill="#FFF" d="M8 8V1a1 1 0 1 1 2 0v8a1 1 0 0 1-1 1H1a1 1 0 1 1 0-2h7z" />
      </svg>
      <div ref={bar} className="o_frontend_to_backend_buttons d-flex weekbox-staff-bar">
        <a
          href={appsUrl(window.location.search)}
          title={t("Go to your Odoo Apps")}
          className="o_frontend_to_backend_apps_btn o_no_wait_lazy_js d-flex align-items-center justify-content-center text-decoration-none"
        >
          <span className="fa fa-th" aria-hidden="true" />
          <span className="visually-hidden">{t("Apps")}</span>
        </a>
        <a
          href={editorUrl}
          className="weekbox-staff-editor o_no_wait_lazy_js px-3 d-flex align-items-center justify-content-center text-decoration-none"
        >
          <img src="/website/static/description/icon.png" alt="" />
          {t("Editor")}
        </a>
        {record && (
          <>
            <PublishSwitch record={record} onPublishedChange={markPage} />
            <a
              href={record.backOfficeUrl}
              className="weekbox-staff-record o_no_wait_lazy_js px-3 d-flex align-items-center text-decoration-none"
            >
              {t("Edit in back office")}
            </a>
          </>
        )}
      </div>
    </>
  );
}
