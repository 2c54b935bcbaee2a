// The route map fetched in four parts (route-spec.ts): each route's schemas
// come from the part that holds it, and the shop's, the meal box's and the
// visitor features' rules tell them apart.
import { mainRoutes } from "@/core/rpc/route-map-main";
import { mealboxMapRoutes } from "@/core/rpc/route-map-mealbox";
import { isMealboxRoute } from "@/core/rpc/route-map-mealbox-rule";
import { routes, type RouteName } from "@/core/rpc/route-map";
import { visitorRoutes } from "@/core/rpc/route-map-visitor";
import { isVisitorRoute } from "@/core/rpc/route-map-visitor-rule";
import { routeSpec } from "@/core/rpc/route-spec";
import { shopMapRoutes } from "@/core/rpc/route-map-shop";
import { isShopRoute } from "@/core/rpc/route-map-shop-rule";

test("should tell every visitor feature's route, and no other, by its path", () => {
  expect(Object.keys(visitorRoutes).filter((route) => !isVisitorRoute(route))).toEqual([]);
  expect(Object.keys(mainRoutes).filter((route) => isVisitorRoute(route))).toEqual([]);
  expect(Object.keys(routes).sort()).toEqual(
    [
      ...Object.keys(mainRoutes),
      ...Object.keys(shopMapRoutes),
      ...Object.keys(mealboxMapRoutes),
      ...Object.keys(visitorRoutes),
    ].sort(),
  );
});

test("should tell every meal-box route, and no other, by its path", () => {
  expect(Object.keys(mealboxMapRoutes).filter((route) => !isMealboxRoute(route))).toEqual([]);
  expect(
    [...Object.keys(mainRoutes), ...Object.keys(shopMapRoutes), ...Object.keys(visitorRoutes)].filter(
      (route) => isMealboxRoute(route),
    ),
  ).toEqual([]);
});

test("should tell every shop route, and no other, by its path", () => {
  expect(Object.keys(shopMapRoutes).filter((route) => !isShopRoute(route))).toEqual([]);
  expect(
    [...Object.keys(mainRoutes), ...Object.keys(mealboxMapRoutes), ...Object.keys(visitorRoutes)].filter(
      (route) => isShopRoute(route),
    ),
  ).toEqual([]);
});

test("should give each route the schemas of the one route map", async () => {
  for (const route of Object.keys(routes) as RouteName[]) {
    await expect(routeSpec(route)).resolves.toBe(routes[route]);
  }
});
