import { useRouteQuery } from "@/core/data/use-query";
import { useTranslate } from "@/core/i18n/use-translate";
import type { TrackedLink } from "@/core/rpc/routes/links-routes";
import { RECENT_FILTERS, RECENT_LINKS_LIMIT, type RecentFilter } from "../utils/recent-filters";
import { RecentLink } from "./recent-link";

/**
 * The person's tracked links (spec §2.9, §8.5): newest, most clicked or
 * recently used, 20 at most; 'Unable to get recent links' when they cannot
 * be read, "You don't have any recent links." when there are none. A link
 * just generated is shown first, whichever filter is on.
 */
export function RecentLinks({
  filter,
  onFilter,
  generated,
}: {
  filter: RecentFilter;
  onFilter: (filter: RecentFilter) => void;
  generated: TrackedLink | null;
}) {
  const t = useTranslate();
  const recent = useRouteQuery("/website_links/recent_links", { filter, limit: RECENT_LINKS_LIMIT });
  const names: Record<RecentFilter, string> = {
    newest: t("Newest"),
    "most-clicked": t("Most Clicked"),
    "recently-used": t("Recently Used"),
  };
  const links = [
    ...(generated && filter === "newest" ? [generated] : []),
    ...(recent.data ?? []).filter((link) => link.id !== generated?.id),
  ].slice(0, RECENT_LINKS_LIMIT);
  return (
    <section aria-labelledby="weekbox_recent_links_title">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2">
        <h2 id="weekbox_recent_links_title" className="o_page_header">
          {t("Your tracked links")}
        </h2>
        <div role="group" aria-label={t("Show")} className="nav nav-tabs">
          {RECENT_FILTERS.map((name) => (
            <button
              key={name}
              type="button"
              className={`nav-link${filter === name ? " active" : ""} o_no_wait_lazy_js`}
              aria-pressed={filter === name}
              onClick={() => onFilter(name)}
            >
              {names[name]}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-3" aria-busy={recent.isLoading || undefined}>
        {recent.error !== undefined && !recent.isLoading ? (
          <div className="alert alert-danger" role="alert">
            {t("Unable to get recent links")}
          </div>
        ) : !recent.isLoading && links.length === 0 ? (
          <div className="alert alert-info" role="status">
            {t("You don't have any recent links.")}
          </div>
        ) : (
          <ul className="list-unstyled o_weekbox_recent_links">
            {links.map((link) => (
              <RecentLink key={link.id} link={link} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
