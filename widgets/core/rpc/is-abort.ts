// Whether a call was aborted, apart from rpc-errors.ts: the query cache, on
// every page, asks only this, and the error classes and messages (about 1 KB
// gzip) then come with the RPC client, when a page first calls.
import type { RpcAbortedError } from "@/core/rpc/rpc-errors";

/** True for an aborted call, which callers should ignore rather than report. */
export function isAbort(error: unknown): error is RpcAbortedError {
  // The name RpcAbortedError sets itself (it survives minification), as `instanceof` would tell.
  return error instanceof Error && error.name === "RpcAbortedError";
}
