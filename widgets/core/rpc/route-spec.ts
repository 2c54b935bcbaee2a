import type { RouteName, RouteSpec } from "@/core/rpc/route-map";
import { mealboxHomeRoutes } from "@/core/rpc/routes/mealbox-home-routes";
import { mealboxRoutes } from "@/core/rpc/routes/mealbox-routes";

// The home page's routes come with the client; the schemas of every other
// route (wizard, delivery, payment: about 3 KB gzip) are fetched with the full
// map on a page's first call of one of them, so the home page does not ship
// them. Widgets on those pages import the map themselves, so it arrives with
// their chunk and that first call waits for nothing.
const homePageRoutes: Partial<Record<RouteName, RouteSpec>> = { ...mealboxRoutes, ...mealboxHomeRoutes };

/** The params and result schemas of `route`. */
export async function routeSpec(route: RouteName): Promise<RouteSpec> {
  const known = homePageRoutes[route];
  if (known) return known;
  const { routes } = await import("@/core/rpc/route-map");
  return routes[route];
}
