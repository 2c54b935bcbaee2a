import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { createElementChanges } from "@/core/mount/element-changes";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { indicatorPage, indicatorsPerPage, pageArrowTarget } from "../utils/indicator-pages";
import { slideshowInterval } from "../utils/slideshow-interval";
import { arrowKeyStep, steppedIndex } from "@/ui/gallery/stepped-index";

const PAGE_ARROWS = ".o_indicators_left, .o_indicators_right";
const CONTROL = `[data-bs-slide], [data-bs-slide-to], ${PAGE_ARROWS}`;

function readCarousel(element: HTMLElement) {
  const carousel = element.matches(".carousel") ? element : element.querySelector<HTMLElement>(".carousel");
  if (!carousel) return null;
  const items = Array.from(carousel.querySelectorAll<HTMLElement>(".carousel-inner > .carousel-item"));
  const indicators = Array.from(
    carousel.querySelectorAll<HTMLElement>(".carousel-indicators [data-bs-slide-to]"),
  );
  const inner = carousel.querySelector<HTMLElement>(".carousel-inner");
  const row = carousel.querySelector<HTMLElement>(".carousel-indicators");
  const pageBack = row?.querySelector<HTMLElement>(".o_indicators_left") ?? null;
  const pageOn = row?.querySelector<HTMLElement>(".o_indicators_right") ?? null;
  return { carousel, inner, items, indicators, row, pageBack, pageOn };
}

/** What a click on a carousel control asks for: a step, an index, or a page of indicators. */
function controlTarget(control: Element, index: number, count: number, perPage: number): number {
  const to = control.getAttribute("data-bs-slide-to");
  if (to !== null) return Math.min(Math.max(Number(to) || 0, 0), count - 1);
  if (control.matches(PAGE_ARROWS)) {
    return pageArrowTarget(index, control.classList.contains("o_indicators_left") ? -1 : 1, perPage, count);
  }
  return steppedIndex(index, control.getAttribute("data-bs-slide") === "prev" ? -1 : 1, count);
}

/** The outer width of one indicator (one shown: the others may be paged out). */
function indicatorWidth(indicators: HTMLElement[]): number {
  const shown = indicators.find((indicator) => indicator.getBoundingClientRect().width > 0);
  if (!shown) return 0;
  const style = shown.ownerDocument.defaultView!.getComputedStyle(shown);
  return (
    shown.getBoundingClientRect().width +
    (parseFloat(style.marginLeft) || 0) +
    (parseFloat(style.marginRight) || 0)
  );
}

/**
 * A gallery in slideshow mode (`.s_image_gallery.o_slideshow`), its Bootstrap
 * carousel markup left as the editor's options need it: React decides which
 * slide is active (the `active` classes) from the arrows, the indicators, ←/→
 * with focus in the slideshow, and the autoplay of the block's interval —
 * and, as Odoo's slider does, pages a row of indicators wider than the block
 * (the page holding the active slide shown, its two arrows going a page on),
 * paused while the pointer is over it or focus is in it, and off for
 * visitors who ask for reduced motion. Bootstrap's own carousel never gets
 * the clicks (taken in the window's capture phase) and is not started on it (the
 * addon narrows Odoo's slider). Every attribute is given back on unmount.
 */
export function SiteSlideshow({ element }: EnhancerProps) {
  const t = useTranslate();
  const parts = useMemo(() => readCarousel(element), [element]);
  const count = parts?.items.length ?? 0;
  const [index, setIndex] = useState(() =>
    Math.max(0, parts?.items.findIndex((item) => item.classList.contains("active")) ?? 0),
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const interval = parts ? slideshowInterval(parts.carousel) : 0;
  const autoplay = interval > 0 && count > 1 && !reducedMotion;
  const playing = autoplay && !hovered && !focused;
  // Measured from the laid-out row, again when the window's width changes.
  const [perPage, setPerPage] = useState(Math.max(1, count));
  // Read by the controls' listeners, bound once.
  const perPageRef = useRef(perPage);
  useEffect(() => {
    perPageRef.current = perPage;
  }, [perPage]);
  const shown = indicatorPage(index, perPage, count);

  useEffect(() => {
    if (!parts?.row || parts.indicators.length === 0) return;
    const { row, indicators } = parts;
    const view = row.ownerDocument.defaultView!;
    const measure = () => setPerPage(indicatorsPerPage(row.clientWidth, indicatorWidth(indicators), count));
    measure();
    view.addEventListener("resize", measure);
    return () => view.removeEventListener("resize", measure);
  }, [parts, count]);

  // Semantics and the controls' events, for as long as it is mounted.
  useEffect(() => {
    if (!parts) return;
    const { carousel, items, indicators } = parts;
    const changes = createElementChanges();
    changes.setAttribute(carousel, "role", "region");
    changes.setAttribute(carousel, "aria-roledescription", t("carousel"));
    changes.setAttribute(carousel, "aria-label", t("Image slideshow"));
    items.forEach((item, i) => {
      changes.setAttribute(item, "role", "group");
      changes.setAttribute(item, "aria-roledescription", t("slide"));
      changes.setAttribute(item, "aria-label", t("{n} of {total}", { n: i + 1, total: items.length }));
    });
    // Its items become buttons: the list is a group of them.
    const indicatorList = carousel.querySelector(".carousel-indicators");
    if (indicatorList) {
      changes.setAttribute(indicatorList, "role", "group");
      changes.setAttribute(indicatorList, "aria-label", t("Choose an image"));
    }
    indicators.forEach((indicator, i) => {
      changes.setAttribute(indicator, "role", "button");
      changes.setAttribute(indicator, "tabindex", "0");
      changes.setAttribute(indicator, "aria-label", t("Show image {n}", { n: i + 1 }));
    });
    for (const control of carousel.querySelectorAll("[data-bs-slide]"))
      changes.setAttribute(control, "role", "button");
    for (const [arrow, label] of [
      [parts.pageBack, t("Previous images")],
      [parts.pageOn, t("Next images")],
    ] as const) {
      if (!arrow) continue;
      changes.setAttribute(arrow, "role", "button");
      changes.setAttribute(arrow, "tabindex", "0");
      changes.setAttribute(arrow, "aria-label", label);
      changes.setAttribute(arrow, "title", label);
    }

    function onClick(event: MouseEvent): void {
      const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      if (!control || !carousel.contains(control)) return;
      // Bootstrap delegates its carousel clicks from the document in the capture
      // phase: taken on the window's capture phase, before it, they never get there.
      event.preventDefault();
      event.stopPropagation();
      setIndex((current) => controlTarget(control, current, items.length, perPageRef.current));
    }
    function onKeyDown(event: KeyboardEvent): void {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      const control = target?.closest(CONTROL);
      if (control && (event.key === "Enter" || event.key === " ")) {
        // Enter on a link clicks it already.
        if (event.key === "Enter" && control.matches("a[href]")) return;
        event.preventDefault();
        setIndex((current) => controlTarget(control, current, items.length, perPageRef.current));
        return;
      }
      const step = arrowKeyStep(event.key);
      if (step === null) return;
      event.preventDefault();
      setIndex((current) => steppedIndex(current, step, items.length));
    }
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget))) setFocused(false);
    };
    const view = carousel.ownerDocument.defaultView!;
    view.addEventListener("click", onClick, true);
    carousel.addEventListener("keydown", onKeyDown);
    carousel.addEventListener("pointerenter", onEnter);
    carousel.addEventListener("pointerleave", onLeave);
    carousel.addEventListener("focusin", onFocusIn);
    carousel.addEventListener("focusout", onFocusOut);
    return () => {
      view.removeEventListener("click", onClick, true);
      carousel.removeEventListener("keydown", onKeyDown);
      carousel.removeEventListener("pointerenter", onEnter);
      carousel.removeEventListener("pointerleave", onLeave);
      carousel.removeEventListener("focusin", onFocusIn);
      carousel.removeEventListener("focusout", onFocusOut);
      changes.restore();
    };
  }, [parts, t]);

  // The active slide and indicator, the page of indicators, and whether changes are announced.
  const { first, end, page, pages } = shown;
  useEffect(() => {
    if (!parts) return;
    const changes = createElementChanges();
    parts.items.forEach((item, i) => changes.toggleClass(item, "active", i === index));
    parts.indicators.forEach((indicator, i) => {
      changes.toggleClass(indicator, "active", i === index);
      changes.setAttribute(indicator, "aria-current", i === index ? "true" : "false");
      if (pages > 1) changes.toggleClass(indicator, "d-none", i < first || i >= end);
    });
    const arrows = [
      [parts.pageBack, pages > 1 && page > 0],
      [parts.pageOn, pages > 1 && page < pages - 1],
    ] as const;
    for (const [arrow, isShown] of arrows) {
      if (!arrow) continue;
      changes.toggleClass(arrow, "d-none", !isShown);
      // An arrow gone at the first or last page hands its focus to the active indicator.
      if (!isShown && arrow === arrow.ownerDocument.activeElement) parts.indicators[index]?.focus();
    }
    if (parts.inner) changes.setAttribute(parts.inner, "aria-live", playing ? "off" : "polite");
    return () => changes.restore();
  }, [parts, index, playing, first, end, page, pages]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((current) => steppedIndex(current, 1, count)), interval);
    return () => clearInterval(timer);
  }, [playing, interval, count]);

  return null;
}
