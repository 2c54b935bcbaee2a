import { createContext, useContext } from "react";
import { rpc, type RpcClient } from "@/core/rpc/rpc-client";

/** The RPC client the wizard talks through; tests provide one on a fake Odoo. */
export const MealboxClientContext = createContext<RpcClient>(rpc);

export function useMealboxClient(): RpcClient {
  return useContext(MealboxClientContext);
}
