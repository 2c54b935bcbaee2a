import type { RouteName, RouteSpec } from "@/core/rpc/route-map";

// The route schemas (and zod with them, about 20 KB gzip) are not part of the
// client: they are fetched with the full map on a page's first call, so a page
// that calls nothing before a visitor acts ships none of them. A widget that
// calls at mount imports the map in its own chunk (`import "@/core/rpc/route-map"`),
// so the map arrives with that chunk and its first call waits for nothing.

/** The params and result schemas of `route`. */
export async function routeSpec(route: RouteName): Promise<RouteSpec> {
  const { routes } = await import("@/core/rpc/route-map");
  return routes[route];
}
