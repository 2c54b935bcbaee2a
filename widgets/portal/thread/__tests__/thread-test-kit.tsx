import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { ENGLISH_CATALOGUE, type TranslationCatalogue } from "@/core/i18n/translation-catalogue";
import { TranslationsContext } from "@/core/i18n/use-translations";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { PortalThread } from "../components/portal-thread";
import type { PortalThreadProps } from "../portal-thread-props";

export const ORDER_THREAD: PortalThreadProps = {
  resModel: "sale.order",
  resId: 7,
  token: "order-token",
  hash: null,
  pid: null,
  pagerStep: 10,
  allowComposer: true,
  twoColumns: false,
  displayRating: false,
  defaultRating: 4,
};

export const PRODUCT_THREAD: PortalThreadProps = {
  ...ORDER_THREAD,
  resModel: "product.template",
  resId: 12,
  token: null,
  twoColumns: true,
  displayRating: true,
};

/** A message as Odoo's portal_message_format gives it; `n` makes it unique. */
export function message(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: n,
    body: `<p>Message ${n}</p>`,
    date: "2026-11-20 14:05:00",
    author_id: [3, `Author ${n}`],
    author_avatar_url: `/mail/avatar/mail.message/${n}/author_avatar/50x50?access_token=order-token`,
    attachment_ids: [],
    published_date_str: "11/20/2026 15:05:00",
    is_internal: false,
    ...extra,
  };
}

/** Messages `first`..`first + count - 1`. */
export function messages(first: number, count: number) {
  return Array.from({ length: Math.max(0, count) }, (_, index) => message(first + index));
}

export function initAnswer(total: number, options: Record<string, unknown> = {}) {
  return odooResult({
    messages: messages(1, Math.min(10, total)),
    options: {
      message_count: total,
      is_user_public: true,
      is_user_employee: false,
      is_user_publisher: false,
      display_composer: "order-token",
      partner_id: 4,
      ...options,
    },
  });
}

/** Odoo's chatter_fetch for a thread of `total` messages: the page asked for. */
export function fetchHandler(total: number): FakeHandler {
  return ({ params }) => {
    const { limit, offset = 0 } = params as { limit: number; offset?: number };
    return odooResult({
      messages: messages(offset + 1, Math.min(limit, total - offset)),
      message_count: total,
    });
  };
}

export type RenderThreadOptions = {
  props?: PortalThreadProps;
  handlers: Record<string, FakeHandler>;
  catalogue?: TranslationCatalogue;
};

export function renderThread({
  props = ORDER_THREAD,
  handlers,
  catalogue = ENGLISH_CATALOGUE,
}: RenderThreadOptions) {
  const server = createFakeOdoo(handlers);
  const user = userEvent.setup();
  const view = render(
    <TranslationsContext.Provider value={catalogue}>
      <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
        <PortalThread {...props} />
      </RpcClientContext.Provider>
    </TranslationsContext.Provider>,
  );
  const paramsOf = (route: string) =>
    server.calls
      .filter((call) => call.url.pathname === route)
      .map((call) => (call.body as { params: Record<string, unknown> }).params);
  /** The routes requested after the first `count` requests (one per HTTP request). */
  const routesSince = (count: number) => server.calls.slice(count).map((call) => call.url.pathname);
  return { server, user, view, paramsOf, routesSince };
}
