// The route map's groups but the meal box's and the visitor features': what
// the shop's, the checkout's, the quotation's and the portal's first call
// fetches (route-spec.ts). The meal box's routes are in route-map-mealbox.ts,
// the visitor features' (live chat, newsletters, surveys, the link tracker) in
// route-map-visitor.ts, each fetched by its own widgets' calls.
import type { RouteSpec } from "@/core/rpc/route-map";
import { addressRoutes } from "@/core/rpc/routes/address-routes";
import { catalogueRoutes } from "@/core/rpc/routes/catalogue-routes";
import { checkoutRoutes } from "@/core/rpc/routes/checkout-routes";
import { followRoutes } from "@/core/rpc/routes/follow-routes";
import { paymentRoutes } from "@/core/rpc/routes/payment-routes";
import { quotationRoutes } from "@/core/rpc/routes/quotation-routes";
import { shopRoutes } from "@/core/rpc/routes/shop-routes";
import { threadRoutes } from "@/core/rpc/routes/thread-routes";
import { websiteFormRoutes } from "@/core/rpc/routes/website-form-routes";
import { websiteRoutes } from "@/core/rpc/routes/website-routes";

export const mainRoutes = {
  ...paymentRoutes,
  ...shopRoutes,
  ...catalogueRoutes,
  ...checkoutRoutes,
  ...addressRoutes,
  ...websiteRoutes,
  ...threadRoutes,
  ...quotationRoutes,
  ...followRoutes,
  ...websiteFormRoutes,
} as const satisfies Record<string, RouteSpec>;
