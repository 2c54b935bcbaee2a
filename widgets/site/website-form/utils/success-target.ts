export type SuccessTarget =
  | { mode: "redirect"; url: string }
  | { mode: "anchor"; id: string }
  | { mode: "message" }
  | { mode: "nothing" };

/**
 * What the form does once sent (the editor's "On Success" option):
 * `data-success-mode` redirect (to `data-success-page`), message (the form
 * gives way to its `.s_website_form_end_message`) or nothing (a status);
 * older forms only have `data-success_page`. A success page that is an
 * anchor of this very page scrolls there instead of loading it again.
 */
export function successTarget(form: HTMLFormElement, location: Location): SuccessTarget {
  let mode = form.dataset.successMode;
  let page = form.dataset.successPage ?? "";
  if (!mode) {
    page = form.getAttribute("data-success_page") ?? "";
    mode = page ? "redirect" : "nothing";
  }
  if (mode === "message") return { mode: "message" };
  if (mode !== "redirect" || !page) return { mode: "nothing" };
  const hash = page.indexOf("#");
  if (hash === 0) return { mode: "anchor", id: page.slice(1) };
  if (hash > 0) {
    const path = (url: string) => url.replace(/\/?$/, "/");
    const target = new URL(page, location.href);
    if (path(target.pathname) === path(location.pathname) && target.origin === location.origin) {
      return { mode: "anchor", id: page.slice(hash + 1) };
    }
  }
  return { mode: "redirect", url: page };
}
