// One module, so tests can replace what the page does.

/** Loads the page again: its server-rendered totals, delivery prices and amount to pay. */
export function reloadPage(): void {
  window.location.reload();
}
