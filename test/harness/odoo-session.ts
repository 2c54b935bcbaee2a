// A cookie-carrying HTTP client for tests: one OdooSession per simulated
// visitor or user, so tests can drive distinct sessions side by side.
import { odooDb, odooUrl } from "./odoo-available";

/** An Odoo JSON-RPC error (Odoo answers them with HTTP 200 and an `error` member). */
export class OdooRpcError extends Error {
  override name = "OdooRpcError";
  constructor(
    readonly url: string,
    readonly code: number,
    /** Odoo's exception data: name (Python class), message, arguments, debug. */
    readonly data: { name?: string; message?: string; arguments?: unknown[]; debug?: string } | undefined,
    message: string,
  ) {
    super(message);
  }
}

export type SessionInfo = {
  uid: number | false;
  db: string;
  username?: string;
  partner_id?: number;
  user_context: Record<string, unknown>;
  [key: string]: unknown;
};

type JsonRpcReply<T> = {
  result?: T;
  error?: { code: number; message: string; data?: OdooRpcError["data"] };
};

export class OdooSession {
  readonly baseUrl: string;
  private readonly cookies = new Map<string, string>();

  constructor(baseUrl: string = odooUrl()) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get sessionId(): string | undefined {
    return this.cookies.get("session_id");
  }

  /** fetch() with this session's cookies; follows redirects itself so cookies set on the way are kept. */
  async fetch(pathOrUrl: string, init: RequestInit & { maxRedirects?: number } = {}): Promise<Response> {
    const { maxRedirects = 10, ...rest } = init;
    let url = new URL(pathOrUrl, this.baseUrl + "/");
    let request: RequestInit = rest;
    for (let hop = 0; ; hop++) {
      const headers = new Headers(request.headers);
      if (this.cookies.size > 0) headers.set("Cookie", this.cookieHeader());
      const res = await fetch(url, { ...request, headers, redirect: "manual" });
      this.storeCookies(res);
      const location = res.headers.get("location");
      if (res.status < 300 || res.status >= 400 || !location || init.redirect === "manual") return res;
      if (hop >= maxRedirects) throw new Error(`too many redirects from ${pathOrUrl}`);
      url = new URL(location, url);
      // 307/308 keep the method and body; the others turn into a GET.
      if (res.status !== 307 && res.status !== 308) request = { ...rest, method: "GET", body: null };
    }
  }

  /** GET a page and return its HTML (throws on a non-2xx answer). */
  async page(path: string): Promise<string> {
    const res = await this.fetch(path);
    if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
    return res.text();
  }

  /** Calls a type='json' route; resolves its result or rejects with OdooRpcError. */
  async jsonRpc<T = unknown>(route: string, params: Record<string, unknown> = {}): Promise<T> {
    const res = await this.fetch(route, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", method: "call", id: Date.now(), params }),
    });
    const text = await res.text();
    let reply: JsonRpcReply<T>;
    try {
      reply = JSON.parse(text) as JsonRpcReply<T>;
    } catch {
      throw new Error(`POST ${route}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
    }
    if (reply.error) {
      const { code, message, data } = reply.error;
      throw new OdooRpcError(route, code, data, `${route}: ${data?.message ?? message}`);
    }
    return reply.result as T;
  }

  /** The CSRF token of this session, read from a page (needed by type='http' POST routes). */
  async csrfToken(path = "/web/login"): Promise<string> {
    const html = await this.page(path);
    const match =
      /csrf_token["']?\s*:\s*"([^"]+)"/.exec(html) ?? /name="csrf_token"\s+value="([^"]+)"/.exec(html);
    if (!match?.[1]) throw new Error(`no csrf_token in ${path}`);
    return match[1];
  }

  /** Logs this session in (POST /web/session/authenticate). */
  async authenticate(login: string, password: string, db: string = odooDb()): Promise<SessionInfo> {
    const info = await this.jsonRpc<SessionInfo>("/web/session/authenticate", { db, login, password });
    if (!info.uid) throw new Error(`login ${login} refused`);
    return info;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private storeCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attr) => {
        const [key = "", val = ""] = attr.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(val) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(val) < Date.now();
        return false;
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A new anonymous visitor with its own public session (GET / sets session_id). */
export async function newVisitor(baseUrl: string = odooUrl()): Promise<OdooSession> {
  const session = new OdooSession(baseUrl);
  await session.page("/");
  if (!session.sessionId) throw new Error("GET / did not set a session_id cookie");
  return session;
}

/** A session logged in as `login` (demo users: admin/admin, portal/portal, demo/demo). */
export async function loginAs(
  login: string,
  password: string,
  options: { db?: string; baseUrl?: string } = {},
): Promise<OdooSession> {
  const session = new OdooSession(options.baseUrl ?? odooUrl());
  await session.authenticate(login, password, options.db ?? odooDb());
  return session;
}
