// JSON-RPC calls as raw text both ways: the suites send what no typed client
// would (huge integers, NaN, non-object params) and read the answer exactly as
// the server wrote it, status and body, to look for tracebacks and leaks.
import type { OdooSession } from "../../harness/odoo-session";

/** A value sent verbatim into the JSON text (e.g. 1e400, NaN, a 40-digit integer). */
export class RawJson {
  constructor(readonly text: string) {}
}

export type RawAnswer = {
  route: string;
  status: number;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  body: { result?: unknown; error?: RpcErrorBody } | undefined;
};

export type RpcErrorBody = {
  code?: unknown;
  message?: unknown;
  data?: { name?: unknown; message?: unknown; arguments?: unknown; debug?: unknown };
};

/** JSON text of `value`, with RawJson values written as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

let nextId = 1;

export async function rawRpc(session: OdooSession, route: string, params: unknown): Promise<RawAnswer> {
  const res = await session.fetch(route, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: `{"jsonrpc":"2.0","method":"call","id":${nextId++},"params":${toJsonText(params)}}`,
  });
  const text = await res.text();
  let body: RawAnswer["body"];
  try {
    body = JSON.parse(text) as RawAnswer["body"];
  } catch {
    body = undefined;
  }
  return { route, status: res.status, text, body };
}

/** Runs `tasks` with at most `limit` at a time; resolves their results in order. */
export async function runBounded<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
