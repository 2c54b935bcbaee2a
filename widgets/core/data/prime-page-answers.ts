import { rpc } from "@/core/rpc/page-rpc";
import type { RouteName } from "@/core/rpc/route-map";
import { queryCacheFor } from "./page-query-cache";
import { routeKey } from "./query-cache";

/**
 * A route's answer the server rendered with a widget's content:
 * `<script type="application/json" data-weekbox-answer="/our/menu" data-params="{}">`
 * (the home page's menu, shown in its HTML so that the dishes' photos are the
 * page's first paint: website_sale_mealbox.our_menu_prerender).
 */
const PAGE_ANSWER = 'script[type="application/json"][data-weekbox-answer]';

/**
 * Reads the answers inside a widget's mount point into the page's query cache
 * before the widget first renders (its definition's `prepare`,
 * core/mount/widget-registry.ts): the widget's queries then find them, and its
 * first render shows what the server's HTML shows instead of a loading state,
 * without asking again. Each answer is checked against its route's schema like
 * any other; one that is not valid is left out (the widget asks).
 */
export async function primePageAnswers(element: Element): Promise<void> {
  for (const script of element.querySelectorAll<HTMLScriptElement>(PAGE_ANSWER)) {
    const route = script.dataset.weekboxAnswer as RouteName;
    try {
      // The client's code, which the widget's first call would load anyway.
      const { checkedAnswer } = await import("@/core/rpc/rpc-client");
      const answer = await checkedAnswer(route, JSON.parse(script.textContent ?? ""));
      const key = routeKey(route, JSON.parse(script.dataset.params ?? "{}"));
      if (answer !== undefined) await queryCacheFor(rpc).fetch(key, () => Promise.resolve(answer));
    } catch {
      // Not JSON: the widget asks.
    }
  }
}
