// The route map's groups every widget but the visitor features' calls: what a
// page's first call fetches (route-spec.ts). The visitor features' routes (live
// chat, newsletters, surveys, the link tracker) are in route-map-visitor.ts,
// fetched by their own widgets only, so the shop's, the meal box's and the
// portal's pages do not carry their schemas.
import type { RouteSpec } from "@/core/rpc/route-map";
import { addressRoutes } from "@/core/rpc/routes/address-routes";
import { batchRoutes } from "@/core/rpc/routes/batch-routes";
import { catalogueRoutes } from "@/core/rpc/routes/catalogue-routes";
import { checkoutRoutes } from "@/core/rpc/routes/checkout-routes";
import { followRoutes } from "@/core/rpc/routes/follow-routes";
import { mealboxDeliveryRoutes } from "@/core/rpc/routes/mealbox-delivery-routes";
import { mealboxHomeRoutes } from "@/core/rpc/routes/mealbox-home-routes";
import { mealboxPaymentRoutes } from "@/core/rpc/routes/mealbox-payment-routes";
import { mealboxRoutes } from "@/core/rpc/routes/mealbox-routes";
import { mealboxWizardRoutes } from "@/core/rpc/routes/mealbox-wizard-routes";
import { paymentRoutes } from "@/core/rpc/routes/payment-routes";
import { quotationRoutes } from "@/core/rpc/routes/quotation-routes";
import { shopRoutes } from "@/core/rpc/routes/shop-routes";
import { threadRoutes } from "@/core/rpc/routes/thread-routes";
import { websiteFormRoutes } from "@/core/rpc/routes/website-form-routes";
import { websiteRoutes } from "@/core/rpc/routes/website-routes";

export const mainRoutes = {
  ...batchRoutes,
  ...mealboxRoutes,
  ...mealboxHomeRoutes,
  ...mealboxWizardRoutes,
  ...mealboxDeliveryRoutes,
  ...mealboxPaymentRoutes,
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
