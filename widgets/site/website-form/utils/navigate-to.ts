/** Leaves the page for a form's success page (its own module: tests replace it). */
export function navigateTo(view: Window, url: string): void {
  view.location.assign(url);
}
