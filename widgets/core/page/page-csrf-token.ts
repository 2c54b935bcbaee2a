/**
 * Odoo's CSRF token of the page (`odoo.csrf_token`: web.frontend_layout
 * renders it for every visitor, outside any cache), for the `type='http'`
 * POSTs that check it; "" when the page has none.
 */
export function pageCsrfToken(view: Window = window): string {
  const odoo = (view as unknown as { odoo?: { csrf_token?: unknown } }).odoo;
  return typeof odoo?.csrf_token === "string" ? odoo.csrf_token : "";
}
