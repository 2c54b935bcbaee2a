// What a widget does to the page itself (leave, reload, submit). One module, so tests can replace it.

/** Leaves for `url` (a path of this site). */
export function goTo(url: string): void {
  window.location.assign(url);
}

/** Hands a mailto: link to the visitor's mail program, from `view` (the page stays). */
export function openMailLink(href: string, view: Window = window): void {
  view.location.assign(href);
}

export function reloadPage(): void {
  window.location.reload();
}

export function submitForm(form: HTMLFormElement): void {
  HTMLFormElement.prototype.submit.call(form);
}
