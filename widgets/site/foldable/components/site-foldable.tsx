import { useEffect } from "react";
import { createElementChanges } from "@/core/mount/element-changes";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { collapseTarget } from "../utils/collapse-target";

const TOGGLE = "[data-bs-toggle='collapse']";
let nextId = 0;

/**
 * A foldable list editors made (the FAQ block, `s_faq_collapse`, Bootstrap
 * collapse markup). Bootstrap keeps the toggling: its collapse runs the
 * height animation, closes the accordion's other panels (`data-bs-parent`)
 * and keeps `aria-expanded` and the `show` class, the state the editor's
 * options read — so the state lives in the page, never in React, and no
 * re-render can lose it. What this adds are the semantics of a disclosure:
 * each toggle is a button (the snippet calls it a tab, wrongly) that names
 * the panel it controls, its `aria-expanded` matches its panel when the page
 * opens, Space works as on a button (Enter already does on a link), and each
 * panel is a region named by its toggle. Everything is given back on unmount.
 */
export function SiteFoldable({ element }: EnhancerProps) {
  useEffect(() => {
    const changes = createElementChanges();
    const toggles = Array.from(element.querySelectorAll<HTMLElement>(TOGGLE));
    for (const list of element.querySelectorAll("[role='tablist']"))
      changes.setAttribute(list, "role", "presentation");
    for (const toggle of toggles) {
      const panel = collapseTarget(toggle);
      if (!panel) continue;
      changes.setAttribute(toggle, "role", "button");
      if (!toggle.matches("a[href], button")) changes.setAttribute(toggle, "tabindex", "0");
      if (!panel.id) changes.setAttribute(panel, "id", `weekbox-fold-panel-${(nextId += 1)}`);
      if (!toggle.id) changes.setAttribute(toggle, "id", `weekbox-fold-toggle-${(nextId += 1)}`);
      changes.setAttribute(toggle, "aria-controls", panel.id);
      // Bootstrap keeps it from here on; only a saved mismatch is corrected.
      const expanded = String(panel.classList.contains("show"));
      if (toggle.getAttribute("aria-expanded") !== expanded)
        changes.setAttribute(toggle, "aria-expanded", expanded);
      changes.setAttribute(panel, "role", "region");
      changes.setAttribute(panel, "aria-labelledby", toggle.id);
    }

    function toggleOf(event: Event): HTMLElement | null {
      const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>(TOGGLE) : null;
      return toggle && toggles.includes(toggle) ? toggle : null;
    }
    function onKeyDown(event: KeyboardEvent): void {
      const toggle = toggleOf(event);
      if (!toggle) return;
      if (event.key === " ") event.preventDefault(); // no page scroll: a button
      if (event.key === "Enter" && !toggle.matches("a[href], button")) {
        event.preventDefault();
        toggle.click();
      }
    }
    function onKeyUp(event: KeyboardEvent): void {
      const toggle = toggleOf(event);
      if (!toggle || event.key !== " " || toggle.matches("button")) return;
      event.preventDefault();
      toggle.click();
    }
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("keyup", onKeyUp);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("keyup", onKeyUp);
      changes.restore();
    };
  }, [element]);
  return null;
}
