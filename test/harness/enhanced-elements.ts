// What Odoo's own JS does on the elements the site-content enhancers own
// (share links, gallery images, the slideshow's carousel, parallax layers,
// collapse toggles, zoomable images): nothing may.
import type { Page } from "playwright-core";

/** The elements each enhancer owns inside its marked element (the marked element itself too). */
export const OWNED_PARTS: Record<string, string> = {
  "site-share": "a",
  "site-social-share": "*",
  "site-gallery": "img",
  "site-slideshow": ".carousel, .carousel *",
  "site-parallax": ":scope > .s_parallax_bg",
  "site-foldable": "[data-bs-toggle='collapse']",
  "site-zoom": "*",
};

/**
 * jQuery handlers (Odoo's widgets bind theirs through jQuery) bound on an
 * owned element or delegated to one, as "type selector on element".
 */
export async function odooHandlersOnEnhancedElements(page: Page): Promise<string[]> {
  return page.evaluate((parts) => {
    type JQueryData = (element: unknown, key: string) => Record<string, { selector?: string }[]> | undefined;
    const jq = (window as unknown as { $?: { _data: JQueryData } }).$;
    if (!jq) return ["no jQuery: Odoo's bundle did not load"];
    const owned = new Set<Element>();
    for (const marked of document.querySelectorAll("[data-weekbox-enhanced]")) {
      owned.add(marked);
      const selector = parts[marked.getAttribute("data-weekbox-enhanced")!];
      if (selector) for (const part of marked.querySelectorAll(selector)) owned.add(part);
    }
    const found: string[] = [];
    const holders: unknown[] = [
      window,
      document,
      ...document.querySelectorAll("body, #wrapwrap, #wrapwrap *"),
    ];
    for (const holder of holders) {
      const events = jq._data(holder, "events");
      if (!events) continue;
      for (const [type, handlers] of Object.entries(events)) {
        // Odoo's #wrapwrap-wide ImagesLazyLoading waits once for every lazy image
        // still loading (a slide not shown yet): page layout, no feature of the block.
        if (type === "load") continue;
        for (const handler of handlers) {
          const direct = holder instanceof Element && owned.has(holder) && !handler.selector;
          let delegated = false;
          if (handler.selector) {
            for (const element of owned) {
              if (holder instanceof Element && !holder.contains(element)) continue;
              if (holder === window) continue;
              try {
                if (element.matches(handler.selector)) delegated = true;
              } catch {
                // jQuery-only syntax: not ours to judge
              }
            }
          }
          if (direct || delegated) {
            const where =
              holder instanceof Element
                ? `${holder.tagName.toLowerCase()}${holder.id ? `#${holder.id}` : ""}.${[...holder.classList].join(".")}`
                : String(holder);
            found.push(`${type} ${handler.selector ?? "(direct)"} on ${where}`);
          }
        }
      }
    }
    return found;
  }, OWNED_PARTS);
}

/**
 * The publicWidget registry keys whose (narrowed) selector matches an
 * element marked by an enhancer: none may while the page is not edited.
 */
export async function odooWidgetsMatchingEnhanced(page: Page, keys: readonly string[]): Promise<string[]> {
  return page.evaluate((names) => {
    type Registry = Record<string, { prototype: { selector?: string } }>;
    type Modules = Map<string, Record<symbol, { registry: Registry }>>;
    const loader = (window as unknown as { odoo: { loader: { modules: Modules } } }).odoo.loader;
    // Odoo's module loader keeps a module's default export under Symbol.for("default").
    const registry = loader.modules.get("@web/legacy/js/public/public_widget")![Symbol.for("default")]!
      .registry;
    const found: string[] = [];
    for (const name of names) {
      const selector = registry[name]?.prototype.selector;
      if (!selector) {
        found.push(`${name}: not registered`);
        continue;
      }
      for (const element of document.querySelectorAll(selector)) {
        if (element.closest("[data-weekbox-enhanced]")) {
          const marked = element.closest("[data-weekbox-enhanced]")!;
          // Odoo's widgets on content inside a parallax section stay Odoo's; not on what we own.
          const owned: Record<string, string> = {
            "site-slideshow": ".carousel, .carousel *",
            "site-foldable": "[data-bs-toggle='collapse']",
          };
          const part = owned[marked.getAttribute("data-weekbox-enhanced")!];
          if (marked === element || (part && element.matches(part))) {
            found.push(`${name} on #${marked.id || marked.className}`);
          }
        }
      }
    }
    return found;
  }, keys);
}

/** For each publicWidget registry key, whether its selector matches the element `targets[key]` selects. */
export async function odooWidgetSelectorsMatch(
  page: Page,
  targets: Record<string, string>,
): Promise<Record<string, boolean>> {
  return page.evaluate((wanted) => {
    type Registry = Record<string, { prototype: { selector: string } }>;
    type Modules = Map<string, Record<symbol, { registry: Registry }>>;
    const loader = (window as unknown as { odoo: { loader: { modules: Modules } } }).odoo.loader;
    const registry = loader.modules.get("@web/legacy/js/public/public_widget")![Symbol.for("default")]!
      .registry;
    return Object.fromEntries(
      Object.entries(wanted).map(([key, target]) => [
        key,
        document.querySelector(target)!.matches(registry[key]!.prototype.selector),
      ]),
    );
  }, targets);
}
