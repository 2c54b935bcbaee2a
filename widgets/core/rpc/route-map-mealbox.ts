// The meal box's routes (home, wizard, delivery step, and /weekbox/batch that
// the home page's first paint sends; the subscriptions' are in
// route-map-subscription.ts): fetched by route-spec.ts for the meal box's calls
// only. In the main map, the shop's, the checkout's and the portal's pages
// would carry their schemas (about 2.5 KB gzip) with their first call.
import type { RouteSpec } from "@/core/rpc/route-map";
import { batchRoutes } from "@/core/rpc/routes/batch-routes";
import { mealboxDeliveryRoutes } from "@/core/rpc/routes/mealbox-delivery-routes";
import { mealboxHomeRoutes } from "@/core/rpc/routes/mealbox-home-routes";
import { mealboxPaymentRoutes } from "@/core/rpc/routes/mealbox-payment-routes";
import { mealboxRoutes } from "@/core/rpc/routes/mealbox-routes";
import { mealboxWizardRoutes } from "@/core/rpc/routes/mealbox-wizard-routes";

export const mealboxMapRoutes = {
  ...batchRoutes,
  ...mealboxRoutes,
  ...mealboxHomeRoutes,
  ...mealboxWizardRoutes,
  ...mealboxDeliveryRoutes,
  ...mealboxPaymentRoutes,
} as const satisfies Record<string, RouteSpec>;
