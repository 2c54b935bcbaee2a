import { useEffect } from "react";
import { createElementChanges } from "@/core/mount/element-changes";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { hasParallaxEffect, parallaxRange, parallaxTranslate } from "../utils/parallax-offset";

/**
 * A parallax section (`.parallax`, the s_parallax snippet and any section
 * given the effect): its `.s_parallax_bg` layer moves at the section's speed
 * as the page scrolls — one transform per animation frame, from passive
 * scroll and resize listeners, only while the section is in view; the layer
 * is absolutely placed, so nothing else moves. Still for visitors who ask
 * for reduced motion. Its inline style is given back on unmount (the website
 * editor's own preview takes over there).
 */
export function SiteParallax({ element }: EnhancerProps) {
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const background = element.querySelector<HTMLElement>(":scope > .s_parallax_bg");
    const speed = parseFloat(element.getAttribute("data-scroll-background-ratio") || "0");
    const view = element.ownerDocument.defaultView;
    if (!background || !view || reducedMotion || !hasParallaxEffect(speed)) return;
    const changes = createElementChanges();
    let range = 0;
    let frame = 0;
    let inView = true;

    function layout(): void {
      range = parallaxRange(speed, view!.innerHeight);
      // Room for the move: the layer overflows the (overflow: hidden) section by the range.
      changes.setStyle(background!, "top", `${-Math.abs(range)}px`);
      changes.setStyle(background!, "bottom", `${-Math.abs(range)}px`);
      changes.setStyle(background!, "will-change", "transform");
    }
    function update(): void {
      frame = 0;
      const y = parallaxTranslate(element.getBoundingClientRect(), view!.innerHeight, range);
      if (y !== null) changes.setStyle(background!, "transform", `translateY(${y}px)`);
    }
    function schedule(): void {
      if (inView && !frame) frame = view!.requestAnimationFrame(update);
    }
    function onResize(): void {
      layout();
      schedule();
    }

    layout();
    update();
    const observer =
      typeof view.IntersectionObserver === "function"
        ? new view.IntersectionObserver(([entry]) => {
            inView = entry?.isIntersecting ?? true;
            schedule();
          })
        : null;
    observer?.observe(element);
    // Capture: Odoo's pages may scroll #wrapwrap or the body rather than the
    // window, and an element's scroll event reaches its ancestors only then.
    const doc = element.ownerDocument;
    doc.addEventListener("scroll", schedule, { passive: true, capture: true });
    view.addEventListener("resize", onResize, { passive: true });
    return () => {
      observer?.disconnect();
      doc.removeEventListener("scroll", schedule, { capture: true });
      view.removeEventListener("resize", onResize);
      if (frame) view.cancelAnimationFrame(frame);
      changes.restore();
    };
  }, [element, reducedMotion]);

  return null;
}
