import type { RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { Call } from "@/core/data/use-mutation";

export const CREATE_TOKEN_ROUTE = "/payment/weekbox/token/create";

export type CreateCardTokenParams = RouteParams<typeof CREATE_TOKEN_ROUTE>;
export type CreateCardTokenResult = RouteResult<typeof CREATE_TOKEN_ROUTE>;

/**
 * Sends the add-token form (the card, once) to the create route the page gave
 * (its data_set). The card must not be logged or kept anywhere by the caller.
 */
export function createCardToken(call: Call, params: CreateCardTokenParams): Promise<CreateCardTokenResult> {
  return call(CREATE_TOKEN_ROUTE, params);
}
