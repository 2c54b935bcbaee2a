// The visitor features' routes (live chat, newsletters, a mailing's
// subscriptions page, surveys, the link tracker): fetched by route-spec.ts for their own widgets' calls
// only. In the main map, every page's first call would carry their schemas
// (about 0.7 KB gzip on the shop's, the meal box's and the portal's pages).
import type { RouteSpec } from "@/core/rpc/route-map";
import { linksRoutes } from "@/core/rpc/routes/links-routes";
import { livechatRoutes } from "@/core/rpc/routes/livechat-routes";
import { newsletterRoutes } from "@/core/rpc/routes/newsletter-routes";
import { surveyRoutes } from "@/core/rpc/routes/survey-routes";

export const visitorRoutes = {
  ...livechatRoutes,
  ...newsletterRoutes,
  ...surveyRoutes,
  ...linksRoutes,
} as const satisfies Record<string, RouteSpec>;
