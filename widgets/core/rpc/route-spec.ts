import type { RouteName, RouteSpec } from "@/core/rpc/route-map";
import { isVisitorRoute } from "@/core/rpc/route-map-visitor-rule";

// The route schemas (and zod with them, about 20 KB gzip) are not part of the
// client: they are fetched with the main map (route-map-main.ts) on a page's
// first call, so a page that calls nothing before a visitor acts ships none of
// them. A widget that calls at mount imports the map in its own chunk
// (`import "@/core/rpc/calls-at-mount"`), so the map arrives with that chunk and
// its first call waits for nothing.

/** The params and result schemas of `route`. */
export async function routeSpec(route: RouteName): Promise<RouteSpec> {
  // The visitor features' routes are a map of their own: the other pages' first
  // call does not fetch them (route-map-visitor.ts).
  if (isVisitorRoute(route)) {
    const { visitorRoutes } = await import("@/core/rpc/route-map-visitor");
    return visitorRoutes[route];
  }
  const { mainRoutes } = await import("@/core/rpc/route-map-main");
  return (mainRoutes as Record<string, RouteSpec>)[route]!;
}
