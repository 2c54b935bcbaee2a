import { useEffect, useMemo, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { createElementChanges } from "@/core/mount/element-changes";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { slideshowInterval } from "../utils/slideshow-interval";
import { arrowKeyStep, steppedIndex } from "@/core/ui/gallery/stepped-index";

const CONTROL = "[data-bs-slide], [data-bs-slide-to], .o_indicators_left, .o_indicators_right";

function readCarousel(element: HTMLElement) {
  const carousel = element.matches(".carousel") ? element : element.querySelector<HTMLElement>(".carousel");
  if (!carousel) return null;
  const items = Array.from(carousel.querySelectorAll<HTMLElement>(".carousel-inner > .carousel-item"));
  const indicators = Array.from(
    carousel.querySelectorAll<HTMLElement>(".carousel-indicators [data-bs-slide-to]"),
  );
  const inner = carousel.querySelector<HTMLElement>(".carousel-inner");
  return { carousel, inner, items, indicators };
}

/** What a click on a carousel control asks for: a step or an index. */
function controlTarget(control: Element, index: number, count: number): number {
  const to = control.getAttribute("data-bs-slide-to");
  if (to !== null) return Math.min(Math.max(Number(to) || 0, 0), count - 1);
  const back =
    control.getAttribute("data-bs-slide") === "prev" || control.classList.contains("o_indicators_left");
  return steppedIndex(index, back ? -1 : 1, count);
}

/**
 * A gallery in slideshow mode (`.s_image_gallery.o_slideshow`), its Bootstrap
 * carousel markup left as the editor's options need it: React decides which
 * slide is active (the `active` classes) from the arrows, the indicators, ←/→
 * with focus in the slideshow, and the autoplay of the block's interval —
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

    function onClick(event: MouseEvent): void {
      const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      if (!control || !carousel.contains(control)) return;
      // Bootstrap delegates its carousel clicks from the document in the capture
      // phase: taken on the window's capture phase, before it, they never get there.
      event.preventDefault();
      event.stopPropagation();
      setIndex((current) => controlTarget(control, current, items.length));
    }
    function onKeyDown(event: KeyboardEvent): void {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      const control = target?.closest(CONTROL);
      if (control && (event.key === "Enter" || event.key === " ")) {
        // Enter on a link clicks it already.
        if (event.key === "Enter" && control.matches("a[href]")) return;
        event.preventDefault();
        setIndex((current) => controlTarget(control, current, items.length));
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

  // The active slide and indicator, and whether changes are announced.
  useEffect(() => {
    if (!parts) return;
    const changes = createElementChanges();
    parts.items.forEach((item, i) => changes.toggleClass(item, "active", i === index));
    parts.indicators.forEach((indicator, i) => {
      changes.toggleClass(indicator, "active", i === index);
      changes.setAttribute(indicator, "aria-current", i === index ? "true" : "false");
    });
    if (parts.inner) changes.setAttribute(parts.inner, "aria-live", playing ? "off" : "polite");
    return () => changes.restore();
  }, [parts, index, playing]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((current) => steppedIndex(current, 1, count)), interval);
    return () => clearInterval(timer);
  }, [playing, interval, count]);

  return null;
}
