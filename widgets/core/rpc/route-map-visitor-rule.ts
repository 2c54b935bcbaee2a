// Which routes are in route-map-visitor.ts, told by their path alone so that
// route-spec.ts picks the map to fetch without carrying the names of the
// routes (a unit test holds the rule to the two maps).
import type { visitorRoutes } from "@/core/rpc/route-map-visitor";

export type VisitorRouteName = keyof typeof visitorRoutes;

/**
 * Odoo's live chat, Discuss message, newsletter, mailing, survey and link
 * tracker routes; never Odoo's /mail/chatter_* of the threads.
 */
const VISITOR_ROUTE =
  /^\/(im_livechat|discuss|mail\/message|website_mass_mailing|mailing|survey|website_links)\//;

export function isVisitorRoute(route: string): route is VisitorRouteName {
  return VISITOR_ROUTE.test(route);
}
