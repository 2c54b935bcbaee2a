// Whether Odoo's own public widgets still handle an element a React widget
// owns (they must not: each element is React's or Odoo's, never both).
import type { Page } from "playwright-core";

/**
 * The selectors of the jQuery handlers Odoo's public widgets delegated on the
 * page that match an element inside a React widget or an enhanced element:
 * none may (each element is owned by React or by Odoo, never both). An island a widget hosts for Odoo on
 * purpose, marked `data-odoo-owned` (the providers' own card forms, which
 * Odoo's payment form runs), is Odoo's and not looked at. `widgetSelector`
 * narrows the widgets looked at (a suite checking its own widgets only).
 */
export async function odooHandlersOnReactElements(
  page: Page,
  // Widgets' mount points, and the content enhancers own (core/mount/enhance-elements.ts).
  widgetSelector = "[data-widget], [data-weekbox-enhanced]",
): Promise<string[]> {
  return page.evaluate((widgetSelector) => {
    type JQueryData = (
      element: Element | Document,
      key: string,
    ) => Record<string, { selector?: string }[]> | undefined;
    const jq = (window as unknown as { $?: { _data: JQueryData } }).$;
    // A lean page (website_weekbox_site) calls no Odoo frontend bundle: no
    // widget of Odoo's can hold an element there.
    const calledBundle = document.querySelector(
      'script[src*="assets_frontend_lazy"], script[data-src*="assets_frontend_lazy"]',
    );
    if (!jq) return calledBundle ? ["no jQuery: Odoo's bundle did not load"] : [];
    const found: string[] = [];
    const widgets = Array.from(document.querySelectorAll(widgetSelector));
    const reacts = (element: Element) =>
      widgets.some((widget) => widget.contains(element)) && !element.closest("[data-odoo-owned]");
    const holders = [document, ...Array.from(document.querySelectorAll("#wrapwrap, #wrapwrap *"))];
    for (const holder of holders) {
      const events = jq._data(holder, "events");
      if (!events) continue;
      for (const [type, handlers] of Object.entries(events)) {
        // Odoo's #wrapwrap-wide ImagesLazyLoading waits once for each lazy image
        // there when it starts (a 1px min-height until it loads): page layout, no
        // feature of the widget, as enhanced-elements.ts has it for enhancers.
        if (type === "load" && holder instanceof HTMLImageElement && holder.loading === "lazy") continue;
        for (const handler of handlers) {
          // A handler bound on an element inside a widget, or delegated to one.
          const inside = holder instanceof Element && reacts(holder);
          const delegated =
            handler.selector &&
            widgets.some((widget) => {
              // Delegated handlers see the holder's descendants only.
              if (holder !== document && !(holder as Element).contains(widget)) return false;
              try {
                return (
                  widget.matches(handler.selector!) ||
                  Array.from(widget.querySelectorAll(handler.selector!)).some(reacts)
                );
              } catch {
                return false; // jQuery-only syntax (":first"...) matched nothing of ours above
              }
            });
          if (inside || delegated) {
            const where =
              holder instanceof Element
                ? `${holder.tagName.toLowerCase()}${holder.id ? `#${holder.id}` : ""}.${[...holder.classList].join(".")}`
                : "document";
            found.push(`${type} ${handler.selector ?? "(direct)"} on ${where}`);
          }
        }
      }
    }
    return found;
  }, widgetSelector);
}

/**
 * Odoo's own public widgets have started (its lazy bundle is in), or the page
 * has none: a lean page (website_weekbox_site) calls no Odoo frontend bundle,
 * once it has loaded. Wait for it before opening a list on a scrolled page
 * too: at its start on a scrolled page, Odoo's header becomes fixed and the
 * page scrolls by its height, and a scroll closes an open list (react-aria),
 * as it would for a person.
 */
export async function odooStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Boolean((window as unknown as { odoo?: { __WOWL_DEBUG__?: unknown } }).odoo?.__WOWL_DEBUG__) ||
      (document.readyState === "complete" &&
        !document.querySelector(
          'script[src*="assets_frontend_lazy"], script[data-src*="assets_frontend_lazy"]',
        )),
    undefined,
    {
      timeout: 30_000,
    },
  );
}
