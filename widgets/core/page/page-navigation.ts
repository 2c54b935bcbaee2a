// What a widget does to the page itself (leave, reload, submit). One module, so tests can replace it.

/** Leaves for `url` (a path of this site). */
export function goTo(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}

export function submitForm(form: HTMLFormElement): void {
  HTMLFormElement.prototype.submit.call(form);
}
