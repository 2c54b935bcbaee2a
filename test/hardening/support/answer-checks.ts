// What every answer of our JSON-RPC routes must look like, whatever was sent:
// HTTP 200 with a JSON-RPC body; no traceback; a result that matches the route
// map; or a refusal raised on purpose, with a message written for a person.
import * as v from "valibot";
import { routes, type RouteName } from "@/core/rpc/route-map";
import type { RawAnswer } from "./raw-rpc";

/** Refusals raised on purpose (rpc_errors.py keeps their name and message). */
export const REFUSALS = new Set([
  "odoo.exceptions.UserError",
  "odoo.exceptions.ValidationError",
  "odoo.exceptions.AccessError",
  "odoo.exceptions.MissingError",
  "odoo.exceptions.AccessDenied",
]);
const SESSION_EXPIRED = "odoo.http.SessionExpiredException";

// Signs of a Python exception's own text rather than a sentence for a visitor.
const NOT_HUMAN = [
  /Traceback/,
  /File "/,
  // (A refusal may quote the visitor's own input, e.g. "Unknown step: <what was sent>".)
  /psycopg2|relation "|column "|violates .* constraint/,
  /NoneType|object has no attribute|unsupported operand|not subscriptable|<class /,
  /^(KeyError|TypeError|ValueError|IndexError|AttributeError)\b/,
];

export function isHumanMessage(message: unknown): boolean {
  return (
    typeof message === "string" &&
    message.trim().length > 0 &&
    message.length <= 500 &&
    message !== "Odoo Server Error" &&
    !NOT_HUMAN.some((pattern) => pattern.test(message))
  );
}

/** What a route answers for a bug, to anyone but staff in debug mode (rpc_errors.py). */
export const SERVER_ERROR = "werkzeug.exceptions.InternalServerError";
export const GENERIC_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

/** Why `answer` is not acceptable (empty when it is). `alsoExpected`: other errors the caller accepts. */
export function problemsOf(
  answer: RawAnswer,
  options: { authUser?: boolean; alsoExpected?: (name: string, message: unknown) => boolean } = {},
): string[] {
  const problems: string[] = [];
  if (answer.status !== 200) problems.push(`HTTP ${answer.status}`);
  if (/Traceback \(most recent call last\)|File "\/.*", line \d+/.test(answer.text))
    problems.push("traceback");
  const body = answer.body;
  if (!body) return [...problems, `not JSON: ${answer.text.slice(0, 120)}`];
  if (body.error) {
    const data = body.error.data ?? {};
    if (data.debug !== undefined) problems.push("error.data.debug is sent");
    const name = String(data.name);
    const expected =
      REFUSALS.has(name) ||
      (options.authUser === true && name === SESSION_EXPIRED) ||
      options.alsoExpected?.(name, data.message) === true;
    if (!expected) problems.push(`unexpected ${name}: ${String(data.message).slice(0, 160)}`);
    if (!isHumanMessage(data.message))
      problems.push(`not a human message: ${String(data.message).slice(0, 160)}`);
    return problems;
  }
  // Odoo leaves `result` out when a route returns None: the route map then expects null.
  const schema = routes[answer.route as RouteName]?.result;
  const checked = schema && v.safeParse(schema, "result" in body ? body.result : null);
  if (checked && !checked.success) {
    const issue = checked.issues[0];
    problems.push(`result off the route map: ${v.getDotPath(issue) ?? "(result)"}: ${issue.message}`);
  }
  return problems;
}
