import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import type { TrackedLink } from "@/core/rpc/routes/links-routes";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { LinkTracker } from "../components/link-tracker";
import { UTM_SEARCH_DEBOUNCE_MS } from "../utils/utm-options";

function link(id: number, overrides: Partial<TrackedLink> = {}): TrackedLink {
  return {
    id,
    url: `https://weekbox.example/box/${id}`,
    title: `Box ${id}`,
    short_url: `https://weekbox.example/r/c${id}`,
    short_url_host: "https://weekbox.example/r/",
    code: `c${id}`,
    count: 0,
    campaign_id: false,
    medium_id: false,
    source_id: false,
    ...overrides,
  };
}

function renderTracker(handlers: Record<string, FakeHandler>) {
  const server = createFakeOdoo({ "/website_links/recent_links": () => odooResult([]), ...handlers });
  const user = userEvent.setup();
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <LinkTracker url="" />
    </RpcClientContext.Provider>,
  );
  const sent = (route: string) =>
    server.calls
      .filter((call) => call.url.pathname === route)
      .map((call) => (call.body as { params: unknown }).params);
  return { user, sent };
}

/** Box 9's address, then a new campaign "Spring boxes" picked by its 'Create' option. */
async function typeLinkWithNewCampaign(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("URL"), "https://weekbox.example/box/9");
  await user.type(screen.getByLabelText("Campaign"), "Spring boxes");
  await user.click(
    await screen.findByRole(
      "option",
      { name: "Create “Spring boxes”" },
      { timeout: UTM_SEARCH_DEBOUNCE_MS + 2000 },
    ),
  );
}

test("should say 'The URL is empty.' without asking the server", async () => {
  const { user, sent } = renderTracker({});
  await user.click(screen.getByRole("button", { name: "Get tracked link" }));
  expect(screen.getByRole("alert")).toHaveTextContent("The URL is empty.");
  expect(sent("/website_links/new")).toHaveLength(0);
});

test.each([
  [odooResult({ error: "empty_url" }), "The URL is empty."],
  [odooResult({ error: "url_not_found" }), "URL not found (404)"],
  [
    odooResult({ error: "anything_else" }),
    "An error occur while trying to generate your link. Try again later.",
  ],
  [
    odooError({
      name: "odoo.exceptions.UserError",
      message: "Only web addresses (http:// or https://) can be tracked.",
    }),
    "Only web addresses (http:// or https://) can be tracked.",
  ],
  [
    odooError({ name: "builtins.KeyError", message: "boom" }),
    "An error occur while trying to generate your link. Try again later.",
  ],
])("should say what went wrong generating a link (%#)", async (answer, message) => {
  const { user } = renderTracker({ "/website_links/new": () => answer });
  await user.type(screen.getByLabelText("URL"), "https://weekbox.example/shop");
  await user.click(screen.getByRole("button", { name: "Get tracked link" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(message);
});

test("should generate a link with a new campaign and show it first, with its copy button", async () => {
  const campaign = { id: 31, name: "Spring boxes" };
  const { user, sent } = renderTracker({
    "/website_links/weekbox/utm_search": () => odooResult([{ id: 30, name: "Spring" }]),
    "/website_links/weekbox/utm_create": () => odooResult(campaign),
    "/website_links/new": () => odooResult([link(9, { campaign_id: [31, "Spring boxes"] })]),
    "/website_links/recent_links": () => odooResult([link(3)]),
  });
  expect(await screen.findByText("Box 3")).toBeInTheDocument();
  await typeLinkWithNewCampaign(user);
  await waitFor(() =>
    expect(sent("/website_links/weekbox/utm_create")).toEqual([{ kind: "campaign", name: "Spring boxes" }]),
  );
  await user.click(screen.getByRole("button", { name: "Get tracked link" }));
  expect(await screen.findByRole("link", { name: "https://weekbox.example/r/c9" })).toBeInTheDocument();
  expect(sent("/website_links/new")).toEqual([{ url: "https://weekbox.example/box/9", campaign_id: 31 }]);
  const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
  expect(titles).toEqual(["Box 9", "Box 3"]);
  expect(screen.getAllByRole("button", { name: "Copy" }).length).toBeGreaterThan(1);
}, 15_000);

test("should wait for a campaign being created before generating the link", async () => {
  let created: (reply: { result: unknown }) => void = () => {};
  const { user, sent } = renderTracker({
    "/website_links/weekbox/utm_search": () => odooResult([]),
    "/website_links/weekbox/utm_create": () => new Promise((resolve) => (created = resolve)),
    "/website_links/new": () => odooResult([link(9, { campaign_id: [31, "Spring boxes"] })]),
  });
  await typeLinkWithNewCampaign(user);
  // Clicked while the campaign is still being made: the link waits for it.
  await user.click(screen.getByRole("button", { name: "Get tracked link" }));
  expect(sent("/website_links/new")).toEqual([]);
  created(odooResult({ id: 31, name: "Spring boxes" }));
  expect(await screen.findByRole("link", { name: "https://weekbox.example/r/c9" })).toBeInTheDocument();
  expect(sent("/website_links/new")).toEqual([{ url: "https://weekbox.example/box/9", campaign_id: 31 }]);
}, 15_000);

test("should read the recent links by filter, 20 at most, and say when there are none or they fail", async () => {
  let answer: FakeHandler = () => odooResult([]);
  const { user, sent } = renderTracker({ "/website_links/recent_links": (request) => answer(request) });
  expect(await screen.findByText("You don't have any recent links.")).toBeInTheDocument();
  answer = () => odooError({ name: "odoo.exceptions.AccessError", message: "No" });
  await user.click(screen.getByRole("button", { name: "Most Clicked" }));
  expect(await screen.findByText("Unable to get recent links")).toBeInTheDocument();
  answer = () => odooResult([link(4, { count: 7 })]);
  await user.click(screen.getByRole("button", { name: "Recently Used" }));
  expect(await screen.findByText("Box 4")).toBeInTheDocument();
  expect(sent("/website_links/recent_links")).toEqual([
    { filter: "newest", limit: 20 },
    { filter: "most-clicked", limit: 20 },
    { filter: "recently-used", limit: 20 },
  ]);
  expect(screen.getByRole("button", { name: "Recently Used" })).toHaveAttribute("aria-pressed", "true");
});

test("should open a picker's options when its list arrives after the typing", async () => {
  renderTracker({ "/website_links/weekbox/utm_search": () => odooResult([{ id: 5, name: "Radio" }]) });
  // Typed at once (pasted): the plain field hands what it holds over to the list.
  fireEvent.change(screen.getByLabelText("Medium"), { target: { value: "Radio ad" } });
  expect(
    await screen.findByRole(
      "option",
      { name: "Create “Radio ad”" },
      { timeout: UTM_SEARCH_DEBOUNCE_MS + 2000 },
    ),
  ).toBeInTheDocument();
});
