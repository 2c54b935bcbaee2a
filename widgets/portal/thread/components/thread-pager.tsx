import { Button } from "react-aria-components/Button";
import { useTranslate } from "@/core/i18n/use-translate";
import type { ThreadPager as Pager } from "../utils/thread-pager";

export type ThreadPagerProps = {
  pager: Pager;
  onPage: (page: number) => void;
};

/** Previous, a window of page links, next; the current page is marked (aria-current). */
export function ThreadPager({ pager, onPage }: ThreadPagerProps) {
  const t = useTranslate();
  if (pager.pageCount <= 1) return null;
  return (
    <nav className="weekbox-thread-pager" aria-label={t("Pages of the discussion")}>
      <ul>
        <li>
          <Button
            className="weekbox-thread-page o_no_wait_lazy_js"
            isDisabled={pager.previous === null}
            onPress={() => pager.previous !== null && onPage(pager.previous)}
            aria-label={t("Previous page")}
          >
            ‹
          </Button>
        </li>
        {pager.pages.map((page) => (
          <li key={page}>
            <Button
              className="weekbox-thread-page o_no_wait_lazy_js"
              aria-current={page === pager.page ? "page" : undefined}
              aria-label={t("Page {n}", { n: page })}
              onPress={() => onPage(page)}
            >
              {page}
            </Button>
          </li>
        ))}
        <li>
          <Button
            className="weekbox-thread-page o_no_wait_lazy_js"
            isDisabled={pager.next === null}
            onPress={() => pager.next !== null && onPage(pager.next)}
            aria-label={t("Next page")}
          >
            ›
          </Button>
        </li>
      </ul>
    </nav>
  );
}
