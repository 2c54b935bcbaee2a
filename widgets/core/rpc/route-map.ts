import type * as v from "valibot";
import { mainRoutes } from "@/core/rpc/route-map-main";
import { mealboxMapRoutes } from "@/core/rpc/route-map-mealbox";
import { shopMapRoutes } from "@/core/rpc/route-map-shop";
import { subscriptionMapRoutes } from "@/core/rpc/route-map-subscription";
import { visitorRoutes } from "@/core/rpc/route-map-visitor";

/** What every route declares: the params it accepts and the result it returns. */
export type RouteSpec = {
  params: v.GenericSchema;
  result: v.GenericSchema;
  /**
   * A read-only route the server lets `/weekbox/batch` call (its allow-list:
   * `weekbox_batch=True` on the Python route): calls of it made at the same
   * moment (a page's islands mounting) are sent together in one POST.
   */
  batchable?: true;
};

/**
 * The one map of JSON-RPC routes the widgets may call. Add a group in
 * `routes/<area>-routes.ts` and spread it in `route-map-main.ts`, or in the
 * map of its area (`route-map-shop.ts`, `route-map-mealbox.ts`,
 * `route-map-subscription.ts`, `route-map-visitor.ts`: route-spec.ts fetches
 * each apart, by its rule). Params schemas should be strict
 * (typos fail before sending); result schemas strip unknown keys, so the server
 * may add fields freely.
 */
export const routes = {
  ...mainRoutes,
  ...shopMapRoutes,
  ...mealboxMapRoutes,
  ...subscriptionMapRoutes,
  ...visitorRoutes,
} as const satisfies Record<string, RouteSpec>;

export type RouteMap = typeof routes;
export type RouteName = keyof RouteMap;
/** An empty params object takes no key at all (TypeScript lets any object through `{}`). */
type NoExtraKeys<T> = T extends object ? (keyof T extends never ? Record<string, never> : T) : T;
/** What the caller passes (schema input). */
export type RouteParams<R extends RouteName> = NoExtraKeys<v.InferInput<RouteMap[R]["params"]>>;
/** What the caller gets back after validation (schema output). */
export type RouteResult<R extends RouteName> = v.InferOutput<RouteMap[R]["result"]>;
