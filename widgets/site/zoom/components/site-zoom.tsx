import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { createElementChanges } from "@/core/mount/element-changes";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { useZoomAllowed } from "../hooks/use-zoom-allowed";
import { flyoutBox, zoomBackground } from "../utils/zoom-geometry";

type Zoom = { left: number; top: number; width: number; height: number; size: string; position: string };

/**
 * A zoomable image (`.zoomable img[data-zoom]`): while a mouse hovers it, a
 * flyout beside it shows the larger image (`data-zoom-image`, else its src)
 * around the pointer. Off on windows 467 px wide or narrower, live as the
 * window is resized. The flyout is decoration (the image keeps its alt), so
 * hidden from assistive technology. Odoo's zoomodoo skips the image while it
 * is marked (the addon's narrow_zoom.js); the class it gets here is given
 * back on unmount.
 */
export function SiteZoom({ element }: EnhancerProps) {
  const allowed = useZoomAllowed();
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const source = element.getAttribute("data-zoom-image") || element.getAttribute("src") || "";

  useEffect(() => {
    if (!allowed) return;
    const changes = createElementChanges();
    changes.toggleClass(element, "weekbox-site-zoomable", true);
    const view = element.ownerDocument.defaultView!;
    function onMove(event: PointerEvent): void {
      if (event.pointerType && event.pointerType !== "mouse") return;
      const rect = element.getBoundingClientRect();
      const box = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
      const place = flyoutBox(box, view.innerWidth);
      setZoom({ ...place, ...zoomBackground(box, { x: event.clientX, y: event.clientY }) });
    }
    const onLeave = () => setZoom(null);
    element.addEventListener("pointerenter", onMove);
    element.addEventListener("pointermove", onMove);
    element.addEventListener("pointerleave", onLeave);
    // Any scroller (Odoo's pages may scroll #wrapwrap): the flyout is fixed.
    const doc = element.ownerDocument;
    doc.addEventListener("scroll", onLeave, { passive: true, capture: true });
    return () => {
      element.removeEventListener("pointerenter", onMove);
      element.removeEventListener("pointermove", onMove);
      element.removeEventListener("pointerleave", onLeave);
      doc.removeEventListener("scroll", onLeave, { capture: true });
      changes.restore();
      setZoom(null);
    };
  }, [element, allowed]);

  if (!zoom || !allowed) return null;
  return createPortal(
    <div
      className="weekbox-site-zoom-flyout"
      aria-hidden="true"
      data-testid="zoom-flyout"
      style={{
        left: zoom.left,
        top: zoom.top,
        width: zoom.width,
        height: zoom.height,
        backgroundImage: `url("${source.replace(/"/g, "%22")}")`,
        backgroundSize: zoom.size,
        backgroundPosition: zoom.position,
      }}
    />,
    element.ownerDocument.body,
  );
}
