/** Leaves the page for `url` (a module of its own so tests can watch it). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
