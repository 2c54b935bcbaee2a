/**
 * The CSRF token Odoo 17's `web.layout` puts on `window.odoo.csrf_token`.
 * Read on each use: the layout renders it with `t-nocache`, and reading late
 * avoids depending on script order.
 */
export function getCsrfToken(): string | undefined {
  const odoo: unknown = (globalThis as { odoo?: unknown }).odoo;
  if (odoo && typeof odoo === "object" && "csrf_token" in odoo) {
    const token = (odoo as { csrf_token: unknown }).csrf_token;
    if (typeof token === "string" && token) return token;
  }
  return undefined;
}
