import type * as z from "zod/mini";
import { addressRoutes } from "@/core/rpc/routes/address-routes";
import { batchRoutes } from "@/core/rpc/routes/batch-routes";
import { catalogueRoutes } from "@/core/rpc/routes/catalogue-routes";
import { checkoutRoutes } from "@/core/rpc/routes/checkout-routes";
import { followRoutes } from "@/core/rpc/routes/follow-routes";
import { mealboxDeliveryRoutes } from "@/core/rpc/routes/mealbox-delivery-routes";
import { mealboxHomeRoutes } from "@/core/rpc/routes/mealbox-home-routes";
import { mealboxPaymentRoutes } from "@/core/rpc/routes/mealbox-payment-routes";
import { mealboxRoutes } from "@/core/rpc/routes/mealbox-routes";
import { mealboxWizardRoutes } from "@/core/rpc/routes/mealbox-wizard-routes";
import { paymentRoutes } from "@/core/rpc/routes/payment-routes";
import { quotationRoutes } from "@/core/rpc/routes/quotation-routes";
import { shopRoutes } from "@/core/rpc/routes/shop-routes";
import { subscriptionRoutes } from "@/core/rpc/routes/subscription-routes";
import { threadRoutes } from "@/core/rpc/routes/thread-routes";
import { websiteFormRoutes } from "@/core/rpc/routes/website-form-routes";
import { websiteRoutes } from "@/core/rpc/routes/website-routes";

/** What every route declares: the params it accepts and the result it returns. */
export type RouteSpec = {
  params: z.ZodMiniType;
  result: z.ZodMiniType;
  /**
   * A read-only route the server lets `/weekbox/batch` call (its allow-list:
   * `weekbox_batch=True` on the Python route): calls of it made at the same
   * moment (a page's islands mounting) are sent together in one POST.
   */
  batchable?: true;
};

/**
 * The one map of JSON-RPC routes the widgets may call. Add a group in
 * `routes/<area>-routes.ts` and spread it here. Params schemas should be strict
 * (typos fail before sending); result schemas strip unknown keys, so the server
 * may add fields freely.
 */
export const routes = {
  ...batchRoutes,
  ...mealboxRoutes,
  ...mealboxHomeRoutes,
  ...mealboxWizardRoutes,
  ...mealboxDeliveryRoutes,
  ...mealboxPaymentRoutes,
  ...paymentRoutes,
  ...shopRoutes,
  ...catalogueRoutes,
  ...checkoutRoutes,
  ...addressRoutes,
  ...websiteRoutes,
  ...threadRoutes,
  ...quotationRoutes,
  ...followRoutes,
  ...websiteFormRoutes,
  ...subscriptionRoutes,
} as const satisfies Record<string, RouteSpec>;

export type RouteMap = typeof routes;
export type RouteName = keyof RouteMap;
/** What the caller passes (schema input). */
export type RouteParams<R extends RouteName> = z.input<RouteMap[R]["params"]>;
/** What the caller gets back after validation (schema output). */
export type RouteResult<R extends RouteName> = z.output<RouteMap[R]["result"]>;
