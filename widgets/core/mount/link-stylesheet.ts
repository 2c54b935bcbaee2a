// A lazy chunk's stylesheet. The build turns each CSS import of a lazy chunk
// into `await linkStylesheet(url)` (build/chunk-styles.mjs), so the chunk's
// import resolves once its styles apply: a widget never paints unstyled.
const links = new Map<string, Promise<void>>();

/** Links `href` once per page; resolves when it has loaded (or failed: unstyled beats never mounting). */
export function linkStylesheet(href: string, doc: Document = document): Promise<void> {
  let pending = links.get(href);
  if (!pending) {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    pending = new Promise<void>((resolve) => {
      link.addEventListener("load", () => resolve(), { once: true });
      link.addEventListener("error", () => resolve(), { once: true });
    });
    doc.head.append(link);
    links.set(href, pending);
  }
  return pending;
}
