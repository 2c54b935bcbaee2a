/**
 * A mount point's `data-preload`: the chunks its widget needs beyond the
 * entry's, which the server lists instead of writing them as
 * <link rel="modulepreload"> into the page (the browser compiles each as it
 * arrives, and a page's dozens held its first paint back). Asked for all at
 * once when the runtime finds the mount point, instead of one import level
 * after another once the widget's own module has arrived. Not earlier (a
 * script at the end of the page did it once the page was parsed): the
 * dozens of fetches it started held the entry's own imports, and so
 * DOMContentLoaded, back by seconds on HTTP/1.1 and the first paint with them,
 * and the widgets were interactive no sooner after the navigation.
 */
const PRELOAD_ATTRIBUTE = "data-preload";

export function preloadModulesOf(element: Element): void {
  const listed = element.getAttribute(PRELOAD_ATTRIBUTE);
  if (!listed) return;
  const doc = element.ownerDocument;
  const present = new Set(
    Array.from(doc.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute("href")),
  );
  for (const href of listed.split(/\s+/)) {
    // This site's own files only (a path, not another origin's URL).
    if (!href.startsWith("/") || href.startsWith("//") || present.has(href)) continue;
    present.add(href);
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    // After the stylesheets and the largest image, as the page's own preloads.
    link.setAttribute("fetchpriority", "low");
    link.href = href;
    doc.head.append(link);
  }
}
