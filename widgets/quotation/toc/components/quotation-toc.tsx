import { useEffect, useState, type MouseEvent } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { pageScroller, scrollEventTarget } from "@/core/page/page-scroller";
import type { QuotationTocProps } from "../quotation-toc-props";
import { collectHeadings, flattenEntries, type TocEntry } from "../utils/collect-headings";
import { currentSection } from "../utils/current-section";

/**
 * The quotation's table of contents (spec §2.4) in the page's sidebar: its
 * headings as links that scroll to their section and move the focus there;
 * the section being read is marked (aria-current) while the page scrolls.
 */
export function QuotationToc({ contentSelector }: QuotationTocProps) {
  const t = useTranslate();
  // The page's headings are there before the widget mounts (server HTML);
  // other widgets of the content render theirs when they mount and change
  // them later (the lines' options section goes once every option is added).
  const [entries, setEntries] = useState<TocEntry[]>(() => {
    const content = document.querySelector(contentSelector);
    return content ? collectHeadings(content) : [];
  });
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    const content = document.querySelector(contentSelector);
    if (!content) return;
    let frame = 0;
    const collect = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = collectHeadings(content);
        setEntries((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next));
      });
    };
    const observer = new MutationObserver(collect);
    observer.observe(content, { childList: true, subtree: true, characterData: true });
    collect();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [contentSelector]);

  useEffect(() => {
    const ids = flattenEntries(entries).map((entry) => entry.id);
    if (!ids.length) return;
    const scroller = pageScroller();
    const target = scrollEventTarget(scroller);
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(currentSection(ids, scroller)));
    };
    follow();
    target.addEventListener("scroll", follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener("scroll", follow);
    };
  }, [entries]);

  function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const heading = document.getElementById(id);
    if (!heading) return;
    event.preventDefault();
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.scrollIntoView({ block: "start" });
    heading.focus({ preventScroll: true });
    setCurrent(id);
  }

  if (!entries.length) return null;
  const renderList = (list: readonly TocEntry[], nested: boolean) => (
    <ul className={nested ? "weekbox-quote-toc-sub list-unstyled ps-3" : "list-unstyled mb-0"}>
      {list.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="weekbox-quote-toc-link o_no_wait_lazy_js"
            aria-current={current === entry.id ? "location" : undefined}
            onClick={(event) => goTo(event, entry.id)}
          >
            {entry.text}
          </a>
          {entry.children.length ? renderList(entry.children, true) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="weekbox-quote-toc" aria-label={t("Table of contents")}>
      {renderList(entries, false)}
    </nav>
  );
}
