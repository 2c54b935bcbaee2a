import type { RouteName, RouteSpec } from "@/core/rpc/route-map";
import { isMealboxRoute } from "@/core/rpc/route-map-mealbox-rule";
import { isShopRoute } from "@/core/rpc/route-map-shop-rule";
import { isSubscriptionRoute } from "@/core/rpc/route-map-subscription-rule";
import { isVisitorRoute } from "@/core/rpc/route-map-visitor-rule";

// The route schemas (about 8 KB gzip, valibot's checks with them) are not part of the
// client: they are fetched with the map that holds a page's first call (the
// main one, route-map-main.ts, the shop's, the meal box's, the subscriptions'
// or the visitor features'), so a page that calls nothing before a visitor
// acts ships none of them. A widget that calls at mount imports its map in its
// own chunk (`calls-at-mount`, `calls-at-mount-mealbox`; the subscription page's
// props import its map), so the map arrives with that chunk and its first call
// waits for nothing.

// The specs already fetched: a call whose map has arrived checks its params and
// sends in its caller's task. Awaiting `import()` of a loaded module lets whatever
// the page scheduled meanwhile run first (React's render of the change that made
// the call: with page-rpc's client at hand, about 4 ms of a typed cart quantity's
// time to its total).
const loaded = new Map<RouteName, RouteSpec>();

/** `route`'s spec when its map has arrived (routeSpec fetched it), else undefined. */
export function loadedRouteSpec(route: RouteName): RouteSpec | undefined {
  return loaded.get(route);
}

/** The params and result schemas of `route`. */
export async function routeSpec(route: RouteName): Promise<RouteSpec> {
  const spec = loaded.get(route) ?? (await importRouteSpec(route));
  loaded.set(route, spec);
  return spec;
}

async function importRouteSpec(route: RouteName): Promise<RouteSpec> {
  // The visitor features' routes are a map of their own: the other pages' first
  // call does not fetch them (route-map-visitor.ts).
  if (isVisitorRoute(route)) {
    const { visitorRoutes } = await import("@/core/rpc/route-map-visitor");
    return visitorRoutes[route];
  }
  // So are the meal box's: the shop's and the portal's pages do not fetch them.
  if (isMealboxRoute(route)) {
    const { mealboxMapRoutes } = await import("@/core/rpc/route-map-mealbox");
    return mealboxMapRoutes[route];
  }
  // And the subscriptions', which only a subscriber's own page calls.
  if (isSubscriptionRoute(route)) {
    const { subscriptionMapRoutes } = await import("@/core/rpc/route-map-subscription");
    return subscriptionMapRoutes[route];
  }
  // And the shop's: the product page, the catalogue and the cart do not fetch
  // the checkout's, the payment's, the quotation's and the threads' schemas.
  if (isShopRoute(route)) {
    const { shopMapRoutes } = await import("@/core/rpc/route-map-shop");
    return shopMapRoutes[route];
  }
  const { mainRoutes } = await import("@/core/rpc/route-map-main");
  return (mainRoutes as Record<string, RouteSpec>)[route]!;
}
