// Test helper: renders the wizard at a URL, talking to a fake Odoo.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { clearToasts } from "@/ui/toast";
import { MealboxWizard } from "../components/mealbox-wizard";
import type { MealboxWizardProps } from "../mealbox-wizard-props";
import { createFakeMealbox, type FakeMealbox, type FakeMealboxOptions } from "./fake-mealbox-server";

export type RenderWizardOptions = FakeMealboxOptions & {
  /** The page URL (path and query); default /mealbox?meal=3&people=2&state=compose. */
  url?: string;
  props?: Partial<MealboxWizardProps>;
  /** Dishes already in the box. */
  fill?: number[];
  server?: FakeMealbox;
};

export async function renderWizard(options: RenderWizardOptions = {}) {
  const server = options.server ?? createFakeMealbox(options);
  if (options.fill) server.fill(options.fill);
  const url = options.url ?? "/mealbox?meal=3&people=2&state=compose";
  window.history.replaceState(null, "", url);
  const query = new URLSearchParams(url.split("?")[1] ?? "");
  const props: MealboxWizardProps = {
    meal: Number(query.get("meal") ?? 3),
    people: Number(query.get("people") ?? 2),
    state: (query.get("state") as MealboxWizardProps["state"]) ?? "compose",
    orderId: query.get("order_id") ? Number(query.get("order_id")) : null,
    isPublicUser: server.publicUser,
    pageBox: null,
    ...options.props,
  };
  const user = userEvent.setup();
  const view = render(
    <RpcClientContext.Provider value={server.client}>
      <MealboxWizard {...props} />
    </RpcClientContext.Provider>,
  );
  await waitFor(() => expect(screen.queryByText("Loading your box…")).toBeNull());
  return { server, user, ...view };
}

/** The search params of the page URL. */
export function urlParams(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(window.location.search));
}

/**
 * Waits until every queued request has been answered and its answer rendered:
 * nothing in flight, nothing marked pending, and the DOM quiet for a moment.
 * (waitFor lets React render updates that arrive outside act.)
 */
export async function settle(server: FakeMealbox): Promise<void> {
  let lastChange = Date.now();
  const observer = new MutationObserver(() => {
    lastChange = Date.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    await waitFor(
      () => {
        expect(server.inFlight).toBe(0);
        expect(document.querySelector('[data-pending], [aria-busy="true"]')).toBeNull();
        expect(Date.now() - lastChange).toBeGreaterThanOrEqual(40);
      },
      { timeout: 5000, interval: 20 },
    );
  } finally {
    observer.disconnect();
  }
}

export function resetPage(): void {
  act(() => clearToasts());
  window.history.replaceState(null, "", "/");
}
