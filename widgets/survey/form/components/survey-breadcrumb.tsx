import { useTranslate } from "@/core/i18n/use-translate";

/**
 * A sectioned survey's pages: the current one marked, the ones before it a
 * way back when the survey allows going back (the answers of this page are
 * saved on the way), the ones after it plain text.
 */
export function SurveyBreadcrumb({
  pages,
  currentId,
  canGoBack,
  disabled,
  onGoTo,
}: {
  pages: readonly { id: number; title: string }[];
  currentId: number;
  canGoBack: boolean;
  disabled: boolean;
  onGoTo: (pageId: number) => void;
}) {
  const t = useTranslate();
  const current = pages.findIndex((page) => page.id === currentId);
  return (
    <nav aria-label={t("Survey pages")} className="mt8">
      <ol className="breadcrumb mb-0">
        {pages.map((page, index) => (
          <li
            key={page.id}
            className={`breadcrumb-item${index === current ? " active fw-bold" : ""}`}
            aria-current={index === current ? "step" : undefined}
          >
            {canGoBack && index < current ? (
              <button
                type="button"
                className="btn btn-link p-0 align-baseline o_no_wait_lazy_js"
                disabled={disabled}
                onClick={() => onGoTo(page.id)}
              >
                {page.title}
              </button>
            ) : (
              page.title
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
