import { createContext, useContext } from "react";
import { rpc, type RpcClient } from "@/core/rpc/rpc-client";

/** The RPC client the delivery step talks through; tests provide one on a fake Odoo. */
export const DeliveryClientContext = createContext<RpcClient>(rpc);

export function useDeliveryClient(): RpcClient {
  return useContext(DeliveryClientContext);
}
