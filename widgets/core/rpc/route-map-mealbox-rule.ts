// Which routes are in route-map-mealbox.ts, told by their path alone so that
// route-spec.ts picks the map to fetch without carrying the names of the
// routes (a unit test holds the rule to the maps).
import type { mealboxMapRoutes } from "@/core/rpc/route-map-mealbox";

export type MealboxRouteName = keyof typeof mealboxMapRoutes;

/** The spec's meal-box routes (§4), the home page's, the delivery step's and /weekbox/batch. */
const MEALBOX_ROUTE =
  /^\/(mealbox\/|load\/mealbox$|get\/duration$|our\/menu$|weekbox\/(get_all_values|zip\/check|batch)$|pickup\/list$|delivery\/option\/details$|add\/details$|check\/promo$|getmatches$|payment_details$)/;

export function isMealboxRoute(route: string): route is MealboxRouteName {
  return MEALBOX_ROUTE.test(route);
}
