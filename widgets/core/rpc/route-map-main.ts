// The route map's groups but the shop's, the meal box's and the visitor
// features': what the checkout's, the payment's, the quotation's and the
// portal's first call fetches (route-spec.ts). The shop's routes are in
// route-map-shop.ts, the meal box's in route-map-mealbox.ts, the visitor
// features' (live chat, newsletters, surveys, the link tracker) in
// route-map-visitor.ts, each fetched by its own widgets' calls.
import type { RouteSpec } from "@/core/rpc/route-map";
import { addressRoutes } from "@/core/rpc/routes/address-routes";
import { checkoutRoutes } from "@/core/rpc/routes/checkout-routes";
import { paymentRoutes } from "@/core/rpc/routes/payment-routes";
import { quotationRoutes } from "@/core/rpc/routes/quotation-routes";
import { threadRoutes } from "@/core/rpc/routes/thread-routes";
import { websiteFormRoutes } from "@/core/rpc/routes/website-form-routes";

export const mainRoutes = {
  ...paymentRoutes,
  ...checkoutRoutes,
  ...addressRoutes,
  ...threadRoutes,
  ...quotationRoutes,
  ...websiteFormRoutes,
} as const satisfies Record<string, RouteSpec>;
