// The route map fetched in two parts (route-spec.ts): each route's schemas come
// from the part that holds it, and the visitor features' rule tells them apart.
import { mainRoutes } from "@/core/rpc/route-map-main";
import { routes, type RouteName } from "@/core/rpc/route-map";
import { visitorRoutes } from "@/core/rpc/route-map-visitor";
import { isVisitorRoute } from "@/core/rpc/route-map-visitor-rule";
import { routeSpec } from "@/core/rpc/route-spec";

test("should tell every visitor feature's route, and no other, by its path", () => {
  expect(Object.keys(visitorRoutes).filter((route) => !isVisitorRoute(route))).toEqual([]);
  expect(Object.keys(mainRoutes).filter((route) => isVisitorRoute(route))).toEqual([]);
  expect(Object.keys(routes).sort()).toEqual(
    [...Object.keys(mainRoutes), ...Object.keys(visitorRoutes)].sort(),
  );
});

test("should give each route the schemas of the one route map", async () => {
  for (const route of Object.keys(routes) as RouteName[]) {
    await expect(routeSpec(route)).resolves.toBe(routes[route]);
  }
});
