// Small helpers for integration tests that use the widgets' RPC client.
import type { RpcClient } from "@/core/rpc/rpc-client";
import { RpcError } from "@/core/rpc/rpc-errors";
import { newVisitor } from "./odoo-session";
import { widgetRpcClient } from "./widget-rpc-client";

/** The widgets' client for a new anonymous visitor (own session, own cart). */
export async function visitorClient(): Promise<RpcClient> {
  return widgetRpcClient(await newVisitor());
}

/** The RpcError `promise` rejects with; fails if it resolves or rejects otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<RpcError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof RpcError)) throw new Error(`expected an RpcError, got ${String(error)}`);
  return error;
}
