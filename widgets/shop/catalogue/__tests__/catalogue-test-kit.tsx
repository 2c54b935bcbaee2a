// Test helper: Odoo's catalogue routes in process (shapes of
// core/rpc/routes/catalogue-routes.ts, HTML as Odoo sends it), reached through
// the widgets' real RPC client, and the widgets rendered on them.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient, type RpcClient } from "@/core/rpc/rpc-client";
import {
  createFakeOdoo,
  odooResult,
  type FakeHandler,
  type FakeOdoo,
  type FakeReply,
} from "@/core/testing/fake-odoo-fetch";

export { settle, wait, withFakeClock } from "@/core/testing/fake-clock";

/** A result of /website/snippet/autocomplete as Odoo answers it (its texts are HTML). */
export type OdooSuggestion = {
  name: string;
  website_url: string;
  image_url?: string;
  description?: string;
  detail?: string;
  detail_strike?: string;
  _fa?: string;
};

/** Escapes like markupsafe (what Odoo does to every text it answers). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&#34;")
    .replace(/'/g, "&#39;");
}

/**
 * `text` as Odoo renders a matched field (website.search_text_with_highlight):
 * split on the term, each piece escaped in a <span>, the matches marked.
 */
export function highlighted(text: string, term: string): string {
  const pattern = new RegExp(`(${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})`, "i");
  const parts = text.split(pattern);
  if (parts.length === 1) return escapeHtml(text);
  return parts
    .map((part, index) =>
      index % 2
        ? `<span class="text-primary">${escapeHtml(part)}</span>`
        : `<span>${escapeHtml(part)}</span>`,
    )
    .join("");
}

/** A product suggestion for `term`, as website_sale renders it. */
export function productSuggestion(
  name: string,
  term: string,
  init: Partial<OdooSuggestion> = {},
): OdooSuggestion {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    name: highlighted(name, term),
    website_url: `/shop/${slug}-${name.length}`,
    image_url: `/web/image/product.template/${name.length}/image_128`,
    description: "",
    detail: '<span class="oe_currency_value">12.50</span>\u00a0€',
    detail_strike: "",
    _fa: "fa-shopping-cart",
    ...init,
  };
}

/** The answer of /website/snippet/autocomplete for these results. */
export function autocompleteAnswer(
  results: OdooSuggestion[],
  init: { count?: number; fuzzy?: string | false } = {},
) {
  if (results.length === 0) return { results: [], results_count: 0, parts: {} };
  return {
    results,
    results_count: init.count ?? results.length,
    parts: { name: true, website_url: true, image_url: true, description: true, detail: true },
    fuzzy_search: init.fuzzy ?? false,
  };
}

export type FakeCatalogue = {
  odoo: FakeOdoo;
  client: RpcClient;
  /** Params of each call to `route`, in order. */
  params(route: string): Record<string, unknown>[];
  /** Signals of each call to `route`, in order. */
  signals(route: string): AbortSignal[];
  on(route: string, handler: FakeHandler): void;
  /** Holds the answers of `route` until released, oldest first. */
  hold(route: string): { release: () => void };
};

/** Odoo's autocomplete (answering `suggest(term)`) and layout routes. */
export function createFakeCatalogue(suggest: (term: string) => OdooSuggestion[] = () => []): FakeCatalogue {
  const handlers: Record<string, FakeHandler> = {
    "/website/snippet/autocomplete": ({ params }) => {
      const { term } = params as { term: string };
      return odooResult(autocompleteAnswer(suggest(term)));
    },
    "/shop/save_shop_layout_mode": () => odooResult(null),
  };
  const odoo = createFakeOdoo(handlers);
  const client = createRpcClient({
    baseUrl: "http://shop.test",
    fetch: odoo.fetch,
    onSessionExpired: () => {},
  });
  const callsOf = (route: string) => odoo.calls.filter((call) => call.url.pathname === route);
  return {
    odoo,
    client,
    params: (route) =>
      callsOf(route).map((call) => (call.body as { params: Record<string, unknown> }).params),
    signals: (route) => callsOf(route).map((call) => call.raw.signal),
    on(route, handler) {
      handlers[route] = handler;
      odoo.on(route, handler);
    },
    hold(route) {
      const handler = handlers[route];
      if (!handler) throw new Error(`no handler for ${route}`);
      const waiting: (() => void)[] = [];
      odoo.on(
        route,
        (request) => new Promise<FakeReply>((resolve) => waiting.push(() => resolve(handler(request)))),
      );
      return { release: () => waiting.shift()?.() };
    },
  };
}

/** Renders `ui` talking to the fake Odoo, with a user whose typing moves fake time. */
export function renderWithOdoo(catalogue: FakeCatalogue, ui: ReactElement) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(<RpcClientContext.Provider value={catalogue.client}>{ui}</RpcClientContext.Provider>);
  return { user, ...view };
}

/**
 * The links the page followed: clicks on links (a visitor's, or react-aria's
 * when a suggestion is chosen by keyboard) are recorded and kept from jsdom,
 * which cannot navigate.
 */
export function watchNavigation(): { followed: string[]; stop: () => void } {
  const followed: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link) return;
    event.preventDefault();
    followed.push(link.getAttribute("href") ?? "");
  };
  document.addEventListener("click", onClick);
  return { followed, stop: () => document.removeEventListener("click", onClick) };
}
