import * as v from "valibot";

// What web.frontend_layout renders per request (outside any cache) in
// `odoo.__session_info__` (ir.http's get_frontend_session_info, with website's
// and google_recaptcha's additions) and `odoo.csrf_token`: only the fields the
// widgets read. Each falls back on its own, so one odd value from another
// module does not throw away the rest.
//
// Odoo's first bundle (web.assets_frontend_minimal, deferred, before our
// module scripts) runs @web/session, which takes `__session_info__` off the
// page and keeps it as that module's `session` export: read there first.
// (valibot, as page-config.ts: read before any widget paints.)
const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));
const sessionInfoSchema = v.object({
  user_id: v.fallback(v.union([positiveInt, v.literal(false)]), false),
  is_website_user: v.fallback(v.optional(v.boolean()), undefined),
  // res.country's phone_code, an integer field; None without GeoIP.
  geoip_phone_code: v.fallback(v.nullable(v.union([positiveInt, v.string()])), null),
  recaptcha_public_key: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1))), undefined),
});

const odooGlobalSchema = v.object({
  csrf_token: v.fallback(v.string(), ""),
  __session_info__: v.fallback(sessionInfoSchema, () => v.parse(sessionInfoSchema, {})),
});

export type OdooSessionInfo = {
  /** The logged-in user's id; null for a guest (or a page without Odoo's session info). */
  userId: number | null;
  /** Whether the visitor is the website's public user; undefined when the page does not say. */
  isWebsiteUser?: boolean;
  /** The visitor's country calling code from Odoo's GeoIP ("32"), or null. */
  geoipPhoneCode: string | null;
  /** google_recaptcha's site key, when that module has one. */
  recaptchaPublicKey: string | null;
  /** The page's CSRF token for Odoo's `type='http'` POSTs; "" when the page has none. */
  csrfToken: string;
};

/**
 * Odoo's per-request globals of the page (`window.odoo`), read and checked in
 * one place. Never throws: a page without them (a test, a bare page) reads as
 * a guest's without a token.
 */
export function readOdooSessionInfo(view: Window | null = globalThis.window ?? null): OdooSessionInfo {
  const raw = (view as { odoo?: unknown } | null)?.odoo;
  const globals = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const odoo = v.parse(odooGlobalSchema, { ...globals, __session_info__: sessionInfoOf(globals) });
  const session = odoo.__session_info__;
  const info: OdooSessionInfo = {
    userId: session.user_id || null,
    geoipPhoneCode: session.geoip_phone_code === null ? null : String(session.geoip_phone_code),
    recaptchaPublicKey: session.recaptcha_public_key ?? null,
    csrfToken: odoo.csrf_token,
  };
  if (session.is_website_user !== undefined) info.isWebsiteUser = session.is_website_user;
  return info;
}

function sessionInfoOf(odoo: Record<string, unknown>): unknown {
  const modules = (odoo.loader as { modules?: { get?: unknown } } | undefined)?.modules;
  const webSession: unknown = typeof modules?.get === "function" ? modules.get("@web/session") : undefined;
  return (webSession as { session?: unknown } | undefined)?.session ?? odoo.__session_info__;
}
