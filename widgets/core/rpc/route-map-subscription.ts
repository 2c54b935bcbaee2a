// The portal's meal-box subscription routes (/my/subscriptions/<id>): fetched by
// route-spec.ts for the subscription page's calls only. In the meal box's map,
// the home page and every wizard step carried their schemas (about 0.8 KB gzip)
// with their first call, though only a subscriber's own page calls them.
import type { RouteSpec } from "@/core/rpc/route-map";
import { subscriptionRoutes } from "@/core/rpc/routes/subscription-routes";

export const subscriptionMapRoutes = {
  ...subscriptionRoutes,
} as const satisfies Record<string, RouteSpec>;
