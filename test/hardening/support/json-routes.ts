// Which JSON-RPC routes the hardening suites attack: the route map's routes that
// our addons serve, checked against the `type='json'` routes declared in the
// addons' controllers, so a new route that is not in the route map (hence not
// fuzzed, not attacked) fails the suites.
import fs from "node:fs";
import path from "node:path";
import type * as v from "valibot";
import { routes, type RouteName } from "@/core/rpc/route-map";
import { addonsDir } from "../../harness/get-odoo";

export type DeclaredRoute = { path: string; auth: string; file: string };

/**
 * Odoo's own routes the widgets call (payment, payment_demo's simulation, website_sale, website,
 * website_mail, web's call_kw for the website forms' prefill, website_links, the
 * live chat, the newsletter and the mailing subscriptions): their code is Odoo's,
 * though our addons check the params of some of them (`@http.route()` overrides:
 * the cart, the combination info, the carrier, the follow routes, the link
 * tracker's, the live chat's and the newsletter's).
 */
export const ODOO_OWN_ROUTES: readonly RouteName[] = [
  "/payment/archive_token",
  "/payment/transaction",
  "/payment/status/poll",
  "/payment/demo/simulate_payment",
  "/shop/cart/update_json",
  "/website_sale/get_combination_info",
  "/shop/update_carrier",
  "/shop/save_shop_layout_mode",
  "/website/snippet/autocomplete",
  "/website/publish",
  "/mail/chatter_init",
  "/mail/chatter_fetch",
  "/mail/chatter_post",
  "/portal/attachment/remove",
  "/website_mail/is_follower",
  "/website_mail/follow",
  "/web/dataset/call_kw/res.users/read",
  "/website_links/new",
  "/website_links/add_code",
  "/website_links/recent_links",
  "/im_livechat/init",
  "/im_livechat/get_session",
  "/discuss/channel/messages",
  "/mail/message/post",
  "/im_livechat/feedback",
  "/im_livechat/history",
  "/im_livechat/visitor_leave_session",
  "/website_mass_mailing/is_subscriber",
  "/website_mass_mailing/subscribe",
  "/mailing/list/update",
  "/mailing/blocklist/add",
];

const DECORATOR = /@http\.route\(((?:[^()]|\([^()]*\))*)\)/gs;
const PATH = /'([^']+)'|"([^"]+)"/g;

/** Every `type='json'` route of addons/*\/controllers, without its `<converter>` variants. */
export function declaredJsonRoutes(): DeclaredRoute[] {
  const found: DeclaredRoute[] = [];
  const root = addonsDir();
  for (const addon of fs.readdirSync(root)) {
    const dir = path.join(root, addon, "controllers");
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".py"))) {
      const source = fs.readFileSync(path.join(dir, name), "utf8");
      for (const [, args = ""] of source.matchAll(DECORATOR)) {
        if (!/type\s*=\s*['"]json['"]/.test(args)) continue;
        const auth = /auth\s*=\s*['"](\w+)['"]/.exec(args)?.[1] ?? "user";
        const pathsPart = args.split(/,\s*\w+\s*=/)[0] ?? "";
        for (const [, single, double] of pathsPart.matchAll(PATH)) {
          const route = single ?? double ?? "";
          // '/x/<int:order_id>' is served with the order id as a param too ('/x').
          if (route.startsWith("/") && !route.includes("<")) {
            found.push({ path: route, auth, file: `${addon}/controllers/${name}` });
          }
        }
      }
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** The route map's routes that our addons serve: what the suites attack. */
export function ourRoutes(): RouteName[] {
  const declared = new Set(declaredJsonRoutes().map((route) => route.path));
  return (Object.keys(routes) as RouteName[]).filter((route) => declared.has(route));
}

/** The params a route's schema declares (its strict object's keys; a union's, of all its objects). */
export function paramNames(route: RouteName): string[] {
  const schema = routes[route].params as unknown as
    | v.StrictObjectSchema<v.ObjectEntries, undefined>
    | v.UnionSchema<v.StrictObjectSchema<v.ObjectEntries, undefined>[], undefined>;
  const objects = "entries" in schema ? [schema] : schema.options;
  return [...new Set(objects.flatMap((object) => Object.keys(object.entries)))];
}
