// What the payment flows do to the page. One module, so tests can replace it.

/** Leaves for `url` (a path of this site). */
export function goTo(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}

/** 3-D Secure: the provider's page replaces the whole body (spec §4.4). */
export function replaceBody(html: string): void {
  document.body.innerHTML = html;
  window.scrollTo?.(0, 0);
}

export function submitForm(form: HTMLFormElement): void {
  HTMLFormElement.prototype.submit.call(form);
}
