import type { Translate } from "@/core/i18n/translate";
import type { RouteName, RouteParams } from "@/core/rpc/route-map";

/** One schema problem, without the offending input (it may hold personal data). */
export type SchemaIssue = { code: string; path: PropertyKey[]; message: string };

// `new.target.prototype` keeps `instanceof` working when the classes are
// transpiled to ES5-style constructors, and `name` survives minification.
function fixPrototype(error: Error, target: { prototype: object }, name: string): void {
  Object.setPrototypeOf(error, target.prototype);
  Object.defineProperty(error, "name", {
    value: name,
    enumerable: false,
    configurable: true,
    writable: true,
  });
}

/**
 * `error.data.field_errors` of a form's refusal (a ValidationError answered by
 * website_weekbox/rpc_errors.py for a FieldValidationError): each problem keyed
 * by the route param it concerns, in the visitor's language. `error.data.message`
 * holds them all, with the problems of no one field, one per line.
 */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * An error envelope returned by Odoo (JSON-RPC errors come back as HTTP 200), or
 * an HTTP error status. The server traceback (`error.data.debug`) is never kept.
 */
export class RpcError extends Error {
  /** Odoo error code (200 server error, 100 session expired, …) or the HTTP status. */
  readonly code: number;
  /** Python exception name, e.g. `odoo.exceptions.UserError`; null for HTTP errors. */
  readonly exceptionName: string | null;
  /** Arguments of the Python exception (what Odoo shows in dialogs). */
  readonly arguments: readonly unknown[];
  /** A form's refusal: its problems keyed by param (see `FieldErrors`); else empty. */
  readonly fieldErrors: FieldErrors;
  /** An HTTP error status's text ("Service Unavailable"; "" over HTTP/2 and for Odoo's errors). */
  readonly statusText: string;
  readonly route: string;

  constructor(init: {
    route: string;
    code: number;
    message: string;
    exceptionName?: string | null;
    arguments?: readonly unknown[];
    fieldErrors?: FieldErrors;
    statusText?: string;
  }) {
    super(init.message);
    fixPrototype(this, new.target, new.target.NAME);
    this.route = init.route;
    this.code = init.code;
    this.exceptionName = init.exceptionName ?? null;
    this.arguments = init.arguments ?? [];
    this.fieldErrors = init.fieldErrors ?? {};
    this.statusText = init.statusText ?? "";
  }

  static readonly NAME: string = "RpcError";
}

/** The Odoo session is gone (code 100 / `odoo.http.SessionExpiredException`). */
export class SessionExpiredError extends RpcError {
  static override readonly NAME: string = "SessionExpiredError";
}

/** The request never got a usable answer: network down, DNS, a proxy's HTML page. */
export class ConnectionLostError extends Error {
  readonly route: string;
  constructor(route: string, options?: { cause?: unknown }) {
    super(`Connection to "${route}" could not be established or was interrupted`, options);
    fixPrototype(this, new.target, "ConnectionLostError");
    this.route = route;
  }
}

export class RpcTimeoutError extends Error {
  readonly route: string;
  readonly timeoutMs: number;
  constructor(route: string, timeoutMs: number) {
    super(`Request to "${route}" timed out after ${timeoutMs} ms`);
    fixPrototype(this, new.target, "RpcTimeoutError");
    this.route = route;
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted (component unmounted, newer request superseded it). Usually ignored. */
export class RpcAbortedError extends Error {
  readonly route: string;
  constructor(route: string) {
    super(`Request to "${route}" was aborted`);
    fixPrototype(this, new.target, "RpcAbortedError");
    this.route = route;
  }
}

/** The server answered, but not in the shape the route map promises. */
export class InvalidResponseError extends Error {
  readonly route: string;
  readonly issues: readonly SchemaIssue[];
  constructor(route: string, issues: readonly SchemaIssue[]) {
    super(`Unexpected response from "${route}": ${summarizeIssues(issues)}`);
    fixPrototype(this, new.target, "InvalidResponseError");
    this.route = route;
    this.issues = issues;
  }
}

/** A programming error: the params do not match the route map; nothing was sent. */
export class InvalidParamsError extends TypeError {
  readonly route: string;
  readonly issues: readonly SchemaIssue[];
  constructor(route: string, issues: readonly SchemaIssue[]) {
    super(`Invalid params for "${route}": ${summarizeIssues(issues)}`);
    fixPrototype(this, new.target, "InvalidParamsError");
    this.route = route;
    this.issues = issues;
  }
}

export { isAbort } from "@/core/rpc/is-abort";

// Odoo raises these on purpose with a message written for the end user.
const USER_FACING_EXCEPTIONS = new Set([
  "odoo.exceptions.UserError",
  "odoo.exceptions.ValidationError",
  "odoo.exceptions.AccessError",
  "odoo.exceptions.MissingError",
]);

/** Whether the error's own message was written for the visitor and may be shown as is. */
export function isUserFacing(error: unknown): error is RpcError {
  return (
    error instanceof RpcError &&
    error.exceptionName !== null &&
    USER_FACING_EXCEPTIONS.has(error.exceptionName) &&
    error.message.trim() !== ""
  );
}

/** The problems of a user-facing refusal of `route`, keyed by its params; {} for any other error. */
export function paramErrors<R extends RouteName>(
  error: unknown,
  route: R,
): Partial<Record<keyof RouteParams<R>, string>> {
  if (!isUserFacing(error) || error.route !== route) return {};
  return error.fieldErrors as Partial<Record<keyof RouteParams<R>, string>>;
}

/**
 * A message fit for the visitor: the server's own (already translated by Odoo)
 * for user-facing exceptions, a generic translated one for everything else.
 */
export function userMessage(error: unknown, t: Translate): string {
  if (isUserFacing(error)) return error.message;
  if (error instanceof ConnectionLostError) {
    return t("Could not reach the server. Please check your connection and try again.");
  }
  if (error instanceof RpcTimeoutError) return t("The server took too long to answer. Please try again.");
  return t("Something went wrong. Please try again.");
}

/**
 * valibot's issues as plain data: its check's name as `code`, the keys down to
 * the value as `path`, and what was expected. Not valibot's message: it quotes
 * the value received, and an error must not carry the body (a customer's data).
 */
export function toSchemaIssues(
  issues: readonly { type: string; expected: string | null; path?: readonly { key: unknown }[] }[],
): SchemaIssue[] {
  return issues.map(({ type, expected, path }) => ({
    code: type,
    path: (path ?? []).map(({ key }) =>
      typeof key === "number" || typeof key === "symbol" ? key : String(key),
    ),
    message: expected === null ? `fails its ${type} check` : `expected ${expected}`,
  }));
}

function summarizeIssues(issues: readonly SchemaIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
}
