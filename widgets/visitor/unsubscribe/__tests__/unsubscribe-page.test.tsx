import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { settle } from "@/core/testing/fake-clock";
import { parseProps, propsAccepted } from "@/core/testing/widget-props";
import { UnsubscribePage } from "../components/unsubscribe-page";
import widget from "../unsubscribe-widget";
import type { UnsubscribeProps } from "../unsubscribe-props";

const PROPS: UnsubscribeProps = {
  mailingId: 4,
  documentId: 9,
  email: "rita@example.com",
  hashToken: "token-9",
  mailingName: "This week's menu",
  onLists: true,
  mailingListIds: [1],
  lists: [
    { id: 1, name: "Weekly menu", subscribed: true },
    { id: 2, name: "Recipes", subscribed: true },
    { id: 3, name: "Events", subscribed: false },
  ],
  blocklisted: false,
};
const RECIPIENT = { mailing_id: 4, document_id: 9, email: "rita@example.com", hash_token: "token-9" };

function open(handlers: Record<string, FakeHandler>, props: Partial<UnsubscribeProps> = {}) {
  const server = createFakeOdoo(handlers);
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <UnsubscribePage {...PROPS} {...props} />
    </RpcClientContext.Provider>,
  );
  return server;
}

const paramsOf = (server: ReturnType<typeof createFakeOdoo>, path: string) =>
  server.calls
    .filter((call) => call.url.pathname === path)
    .map((call) => (call.body as { params: unknown }).params);

test("should take the page's props as the addon renders them", () => {
  expect(parseProps(widget, PROPS)).toEqual(PROPS);
  expect(
    propsAccepted(widget, { ...PROPS, mailingId: null, documentId: null, email: null, hashToken: null }),
  ).toBe(true);
  expect(propsAccepted(widget, { ...PROPS, lists: [{ id: "1", name: "x", subscribed: true }] })).toBe(false);
});

test("should show who and what, and change nothing until the visitor clicks", async () => {
  const server = open({});
  await settle();
  expect(screen.getByRole("heading", { name: "Mailing subscriptions" })).toBeInTheDocument();
  expect(screen.getByText("rita@example.com")).toBeInTheDocument();
  expect(screen.getByText("This week's menu")).toBeInTheDocument();
  expect(screen.getByText("Stop receiving the mailings of Weekly menu?")).toBeInTheDocument();
  expect(screen.getByRole("checkbox", { name: "Weekly menu" })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Events" })).not.toBeChecked();
  expect(server.calls).toEqual([]);
});

test("should leave the mailing's lists on 'Unsubscribe', with the link's token", async () => {
  const user = userEvent.setup();
  const server = open({ "/mailing/list/update": () => odooResult(1) });
  await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
  await settle();
  expect(paramsOf(server, "/mailing/list/update")).toEqual([
    { ...RECIPIENT, lists_optin_ids: [], lists_optout_ids: [1] },
  ]);
  expect(screen.getByRole("status")).toHaveTextContent("Your changes have been saved.");
  expect(screen.getByRole("checkbox", { name: "Weekly menu" })).not.toBeChecked();
  expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
});

test("should save the lists to keep and to leave, and say when Odoo refused them", async () => {
  const user = userEvent.setup();
  let answer: unknown = 2;
  const server = open({ "/mailing/list/update": () => odooResult(answer) });
  await user.click(screen.getByRole("checkbox", { name: "Recipes" }));
  await user.click(screen.getByRole("checkbox", { name: "Events" }));
  await user.click(screen.getByRole("button", { name: "Save" }));
  await settle();
  expect(paramsOf(server, "/mailing/list/update")).toEqual([
    { ...RECIPIENT, lists_optin_ids: [1, 3], lists_optout_ids: [2] },
  ]);
  expect(screen.getByRole("status")).toHaveTextContent("Your changes have been saved.");
  answer = "unauthorized";
  await user.click(screen.getByRole("button", { name: "Save" }));
  await settle();
  expect(screen.getByRole("status")).toHaveTextContent("Your changes have not been saved, try again later.");
});

test("should say the changes were not saved when the call fails on its way", async () => {
  const user = userEvent.setup();
  open({ "/mailing/list/update": () => new Response("down", { status: 503 }) });
  await user.click(screen.getByRole("button", { name: "Save" }));
  await settle();
  expect(screen.getByRole("status")).toHaveTextContent("Your changes have not been saved, try again later.");
});

test("should blocklist the address for a mailing sent to documents, not lists", async () => {
  const user = userEvent.setup();
  const server = open(
    { "/mailing/blocklist/add": () => odooResult(true) },
    { onLists: false, mailingListIds: [], lists: [] },
  );
  expect(screen.getByText("Stop receiving our mailings at this address?")).toBeInTheDocument();
  expect(screen.getByText("You are not on any of our mailing lists.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
  await settle();
  expect(paramsOf(server, "/mailing/blocklist/add")).toEqual([RECIPIENT]);
  expect(screen.getByRole("status")).toHaveTextContent("Your changes have been saved.");
});

test("should offer no unsubscribe on /mailing/my (no mailing), only the lists", async () => {
  open({}, { mailingId: null, documentId: null, hashToken: null, mailingName: "" });
  await act(async () => undefined);
  expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
});
