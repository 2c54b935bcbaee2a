import type { RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { Call } from "@/core/data/use-mutation";

export const TRANSACTION_ROUTES = ["/shop/payment/transaction", "/payment/transaction"] as const;
export type TransactionRoute = (typeof TRANSACTION_ROUTES)[number];
export type ProcessingValues = RouteResult<"/shop/payment/transaction">;

export type TransactionContext = {
  route: TransactionRoute;
  accessToken: string;
  landingRoute: string;
  amount?: number | undefined;
  /** The customer ticked the terms and conditions the order's website asks for (order payments). */
  termsAccepted?: boolean | undefined;
  orderId?: number | undefined;
  partnerId: number;
  currencyId?: number | undefined;
  referencePrefix?: string | undefined;
};

export type TransactionRequest = {
  providerId: number;
  paymentMethodId?: number | null;
  tokenId?: number | null;
  flow: "redirect" | "token" | "direct";
  /** Whether the customer asked to keep the payment method (a direct flow's provider saves it). */
  tokenizationRequested?: boolean;
};

export function isTransactionRoute(route: string | undefined): route is TransactionRoute {
  return (TRANSACTION_ROUTES as readonly (string | undefined)[]).includes(route);
}

/**
 * Creates the transaction (Odoo's prepare step) and returns its processing
 * values: for a token the payment is already made, for a redirect the form to
 * post, for a direct flow the reference the provider is then told of.
 */
export function prepareTransaction(
  call: Call,
  context: TransactionContext,
  request: TransactionRequest,
): Promise<ProcessingValues> {
  const shared = {
    provider_id: request.providerId,
    payment_method_id: request.paymentMethodId ?? null,
    token_id: request.tokenId ?? null,
    amount: context.amount ?? null,
    flow: request.flow,
    tokenization_requested: request.tokenizationRequested ?? false,
    landing_route: context.landingRoute,
    is_validation: false,
    access_token: context.accessToken,
  } satisfies Partial<RouteParams<"/payment/transaction">>;
  if (context.route === "/shop/payment/transaction") {
    if (!context.orderId) throw new TypeError("paying an order needs its id");
    return call(context.route, {
      ...shared,
      order_id: context.orderId,
      ...(context.termsAccepted ? { terms_accepted: true } : {}),
    });
  }
  return call(context.route, {
    ...shared,
    partner_id: context.partnerId,
    currency_id: context.currencyId ?? null,
    ...(context.referencePrefix ? { reference_prefix: context.referencePrefix } : {}),
  });
}
