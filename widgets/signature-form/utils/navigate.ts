/** Where the browser goes after signing (a module of its own so tests can watch it). */
export function navigateTo(url: string | undefined): void {
  if (url) window.location.assign(url);
  else window.location.reload();
}
