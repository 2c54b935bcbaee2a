import { createContext, useContext } from "react";
import { rpc } from "@/core/rpc/page-rpc";
import type { RpcClient } from "@/core/rpc/rpc-client";

/**
 * The RPC client a widget talks through: the page's own `rpc` unless a
 * provider above says otherwise (component tests give one on a fake Odoo).
 */
export const RpcClientContext = createContext<RpcClient>(rpc);

export function useRpcClient(): RpcClient {
  return useContext(RpcClientContext);
}
