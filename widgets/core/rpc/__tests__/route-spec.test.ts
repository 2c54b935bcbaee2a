// The route map fetched in five parts (route-spec.ts): each route's schemas
// come from the part that holds it, and the shop's, the meal box's, the
// subscriptions' and the visitor features' rules tell them apart.
import { mainRoutes } from "@/core/rpc/route-map-main";
import { mealboxMapRoutes } from "@/core/rpc/route-map-mealbox";
import { isMealboxRoute } from "@/core/rpc/route-map-mealbox-rule";
import { routes, type RouteName } from "@/core/rpc/route-map";
import { visitorRoutes } from "@/core/rpc/route-map-visitor";
import { isVisitorRoute } from "@/core/rpc/route-map-visitor-rule";
import { loadedRouteSpec, routeSpec } from "@/core/rpc/route-spec";
import { shopMapRoutes } from "@/core/rpc/route-map-shop";
import { isShopRoute } from "@/core/rpc/route-map-shop-rule";
import { subscriptionMapRoutes } from "@/core/rpc/route-map-subscription";
import { isSubscriptionRoute } from "@/core/rpc/route-map-subscription-rule";

/** The parts fetched apart, each told by its rule; the main part holds whatever no rule tells. */
const parts = [
  { name: "visitor feature", map: visitorRoutes, isPart: isVisitorRoute },
  { name: "meal-box", map: mealboxMapRoutes, isPart: isMealboxRoute },
  { name: "subscription", map: subscriptionMapRoutes, isPart: isSubscriptionRoute },
  { name: "shop", map: shopMapRoutes, isPart: isShopRoute },
];

test("should make the one route map of the five parts", () => {
  expect(Object.keys(routes).sort()).toEqual(
    [...Object.keys(mainRoutes), ...parts.flatMap((part) => Object.keys(part.map))].sort(),
  );
});

test.each(parts)("should tell every $name route, and no other, by its path", ({ map, isPart }) => {
  expect(Object.keys(map)).not.toEqual([]);
  expect(Object.keys(map).filter((route) => !isPart(route))).toEqual([]);
  const others = [mainRoutes, ...parts.map((part) => part.map)].filter((other) => other !== map);
  expect(others.flatMap((other) => Object.keys(other)).filter((route) => isPart(route))).toEqual([]);
});

test("should give each route the schemas of the one route map", async () => {
  for (const route of Object.keys(routes) as RouteName[]) {
    await expect(routeSpec(route)).resolves.toBe(routes[route]);
  }
});

test("should hold a route's schemas at hand once its part has arrived", async () => {
  const route = "/shop/cart/update_json";
  await routeSpec(route);
  expect(loadedRouteSpec(route)).toBe(routes[route]);
});
