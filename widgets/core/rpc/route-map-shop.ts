// The shop's routes (the cart, the product page, the catalogue's search, the
// follow controls of its pages and the publish switch): fetched by
// route-spec.ts for their calls only, so the product page, the catalogue and
// the cart do not carry the schemas of the checkout, the payment, the
// quotation and the portal's threads (route-map-main.ts) with their first call.
import type { RouteSpec } from "@/core/rpc/route-map";
import { catalogueRoutes } from "@/core/rpc/routes/catalogue-routes";
import { followRoutes } from "@/core/rpc/routes/follow-routes";
import { shopRoutes } from "@/core/rpc/routes/shop-routes";
import { websiteRoutes } from "@/core/rpc/routes/website-routes";

export const shopMapRoutes = {
  ...shopRoutes,
  ...catalogueRoutes,
  ...followRoutes,
  ...websiteRoutes,
} as const satisfies Record<string, RouteSpec>;
