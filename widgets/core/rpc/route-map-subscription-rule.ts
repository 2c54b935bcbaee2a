// Which routes are in route-map-subscription.ts, told by their path alone so
// that route-spec.ts picks the map to fetch without carrying the names of the
// routes (a unit test holds the rule to the maps).
import type { subscriptionMapRoutes } from "@/core/rpc/route-map-subscription";

export type SubscriptionRouteName = keyof typeof subscriptionMapRoutes;

/** The portal's meal-box subscription routes (website_sale_mealbox_subscription). */
const SUBSCRIPTION_ROUTE = /^\/my\/subscriptions\//;

export function isSubscriptionRoute(route: string): route is SubscriptionRouteName {
  return SUBSCRIPTION_ROUTE.test(route);
}
