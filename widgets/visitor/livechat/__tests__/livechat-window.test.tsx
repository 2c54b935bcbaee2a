import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { settle, wait, withFakeClock } from "@/core/testing/fake-clock";
import LivechatWindow from "../components/livechat-window";
import { readCookie, SESSION_COOKIE } from "../utils/livechat-cookies";
import { readSession, writeSession, type LivechatSession } from "../utils/livechat-session";
import { FakeWebSocket } from "./fake-bus-transport";

withFakeClock();

const PROPS = {
  channelId: 4,
  title: "Weekbox help",
  buttonText: "Chat with us",
  defaultMessage: "Hello! How can we help?",
  placeholder: "Ask us anything…",
  headerColor: "#875A7B",
  titleColor: "#FFFFFF",
  buttonColor: "",
  buttonTextColor: "",
};
const OPERATOR: [number, string] = [3, "Olga"];
const NOW = Date.UTC(2026, 10, 28, 11, 0, 0);
const odooDate = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19);

const serverMessage = (
  id: number,
  body: string,
  at: number,
  author: "operator" | "visitor" = "operator",
) => ({
  id,
  body,
  date: odooDate(at),
  message_type: "comment",
  author:
    author === "operator"
      ? { id: 3, name: "Olga Operator", type: "partner" }
      : { id: 9, name: "Visitor #8", type: "guest" },
});

let onClose: jest.Mock;

beforeEach(() => {
  jest.setSystemTime(NOW);
  FakeWebSocket.reset();
  (globalThis as { WebSocket: unknown }).WebSocket = FakeWebSocket;
  onClose = jest.fn();
});
afterEach(() => {
  writeSession(null);
  document.cookie = "weekbox_livechat_history=; path=/; max-age=0";
  document.body.innerHTML = "";
});

function openWindow(handlers: Record<string, FakeHandler>, takeFocus = false) {
  const server = createFakeOdoo(handlers);
  const client = createRpcClient({ fetch: server.fetch });
  render(
    <RpcClientContext.Provider value={client}>
      <LivechatWindow {...PROPS} takeFocus={takeFocus} onClose={onClose} />
    </RpcClientContext.Provider>,
  );
  return server;
}

const paramsOf = (server: ReturnType<typeof createFakeOdoo>, path: string) =>
  server.calls
    .filter((call) => call.url.pathname === path)
    .map((call) => (call.body as { params: unknown }).params);

function persisted(overrides: Partial<LivechatSession> = {}): LivechatSession {
  return {
    id: 21,
    uuid: "uuid-21",
    guestToken: "9|token",
    name: "Visitor #8 Olga",
    operator: OPERATOR,
    folded: false,
    uid: null,
    ...overrides,
  };
}

async function type(text: string) {
  const field = screen.getByRole("textbox", { name: "Your message" });
  await act(async () => {
    field.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    setter.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await act(async () => {
    field.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  });
  await settle();
}

test("should open with who would answer, their welcome and nothing created, as 'Visitor'", async () => {
  const server = openWindow({
    "/im_livechat/get_session": () => odooResult({ name: "Visitor Olga", operator_pid: OPERATOR }),
  });
  await settle();
  expect(paramsOf(server, "/im_livechat/get_session")).toEqual([
    { channel_id: 4, anonymous_name: "Visitor", persisted: false },
  ]);
  expect(screen.getByRole("heading", { name: "Olga" })).toBeInTheDocument();
  expect(screen.getByText("Hello! How can we help?")).toBeInTheDocument();
  expect(readSession(null)).toEqual({ name: "Visitor Olga", operator: OPERATOR, folded: false, uid: null });
});

test("should say no collaborator is available when nobody takes the session", async () => {
  openWindow({ "/im_livechat/get_session": () => odooResult(false) });
  await settle();
  expect(screen.getByRole("alert")).toHaveTextContent(
    "None of our collaborators seems to be available, please try again later.",
  );
  expect(screen.queryByRole("textbox")).toBeNull();
  expect(readCookie(SESSION_COOKIE)).toBeNull();
});

test("should be 400 px open and 34 px folded, the fold kept in the session cookie", async () => {
  writeSession(persisted());
  openWindow({ "/discuss/channel/messages": () => odooResult({ messages: [] }) });
  await settle();
  const section = document.querySelector<HTMLElement>(".weekbox-livechat-window")!;
  expect(section.style.height).toBe("400px");
  fireEvent.click(screen.getByRole("button", { name: "Fold the chat" }));
  await settle();
  expect(section.style.height).toBe("34px");
  expect(screen.getByRole("button", { name: "Open the chat" })).toHaveAttribute("aria-expanded", "false");
  expect(readSession(null)?.folded).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Open the chat" }));
  await settle();
  expect(section.style.height).toBe("400px");
  expect(readSession(null)?.folded).toBe(false);
});

test("should persist the session at the first message, then post the text as escaped HTML", async () => {
  const server = openWindow({
    "/im_livechat/get_session": ({ params }) =>
      odooResult(
        (params as { persisted: boolean }).persisted
          ? {
              id: 21,
              uuid: "uuid-21",
              name: "Visitor #8 Olga",
              operator_pid: OPERATOR,
              guest_token: "9|token",
            }
          : { name: "Visitor Olga", operator_pid: OPERATOR },
      ),
    "/mail/message/post": ({ params }) =>
      odooResult(
        serverMessage(40, (params as { post_data: { body: string } }).post_data.body, NOW, "visitor"),
      ),
  });
  await settle();
  await type("Sunday <b>delivery</b>?\nsee www.weekbox.example");
  expect(paramsOf(server, "/im_livechat/get_session")[1]).toEqual({
    channel_id: 4,
    anonymous_name: "Visitor",
    previous_operator_id: 3,
    persisted: true,
  });
  expect(paramsOf(server, "/mail/message/post")).toEqual([
    {
      thread_model: "discuss.channel",
      thread_id: 21,
      post_data: {
        body: 'Sunday &lt;b&gt;delivery&lt;/b&gt;?<br>see <a href="https://www.weekbox.example" target="_blank" rel="noreferrer noopener">www.weekbox.example</a>',
        message_type: "comment",
        subtype_xmlid: "mail.mt_comment",
      },
    },
  ]);
  const log = screen.getByRole("log", { name: "Messages" });
  expect(within(log).getByText(/^Sunday <b>delivery<\/b>\?/)).toBeInTheDocument();
  expect(within(log).getByRole("link", { name: "www.weekbox.example" })).toHaveAttribute(
    "href",
    "https://www.weekbox.example",
  );
  expect(within(log).getAllByText(/^Visitor/)[0]).toHaveTextContent("Visitor now");
  expect(readSession(null)).toMatchObject({ id: 21, uuid: "uuid-21", guestToken: "9|token" });
  expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue("");
});

test("should retry a message once when it fails on its way, give the text back after a second failure, and not retry a refusal", async () => {
  writeSession(persisted());
  let failures = 1;
  let refuse = false;
  const server = openWindow({
    "/discuss/channel/messages": () => odooResult({ messages: [] }),
    "/mail/message/post": () => {
      if (refuse)
        return odooError({ name: "odoo.exceptions.AccessError", message: "This document is not available." });
      if (failures-- > 0) return new Response("Bad gateway", { status: 502 });
      return odooResult(serverMessage(41, "<p>Hello</p>", NOW, "visitor"));
    },
  });
  await settle();
  await type("Hello");
  expect(paramsOf(server, "/mail/message/post")).toHaveLength(2);
  expect(screen.getByText("Hello")).toBeInTheDocument();

  failures = 2;
  await type("Lost on its way");
  expect(paramsOf(server, "/mail/message/post")).toHaveLength(4);
  expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue("Lost on its way");
  expect(screen.getByRole("alert")).toBeInTheDocument();

  refuse = true;
  await type("Refused");
  expect(paramsOf(server, "/mail/message/post")).toHaveLength(5);
  expect(screen.getByRole("alert")).toHaveTextContent("This document is not available.");
});

test("should load a session's history (100) and show the operator's replies over the bus, grouped, markup inert", async () => {
  writeSession(persisted());
  const server = openWindow({
    "/discuss/channel/messages": () =>
      odooResult({
        messages: [
          serverMessage(31, "<p>Second question</p>", NOW - 30_000, "visitor"),
          serverMessage(30, "<p>First question</p>", NOW - 50_000, "visitor"),
        ],
      }),
  });
  await settle();
  expect(paramsOf(server, "/discuss/channel/messages")).toEqual([{ channel_id: 21, limit: 100 }]);
  const log = screen.getByRole("log", { name: "Messages" });
  expect(log.querySelectorAll(".weekbox-livechat-group[data-author='visitor']")).toHaveLength(1);

  // Alone in the browser: this tab holds the socket once no master was heard (1.5 s).
  await wait(1_600);
  const socket = FakeWebSocket.last();
  await act(async () => socket.accept());
  expect(socket.sent).toEqual([
    { event_name: "subscribe", data: { channels: ["discuss.channel_21", "mail.guest_9|token"], last: 0 } },
  ]);
  await act(async () =>
    socket.push([
      {
        id: 500,
        message: {
          type: "discuss.channel/new_message",
          payload: {
            id: 21,
            message: serverMessage(
              32,
              '<p>Tuesdays <img src="x" onerror="alert(1)"><script>alert(2)</script>only</p>',
              NOW,
            ),
          },
        },
      },
      {
        id: 501,
        message: {
          type: "discuss.channel/new_message",
          payload: { id: 99, message: serverMessage(33, "<p>Another chat</p>", NOW) },
        },
      },
    ]),
  );
  await settle();
  const reply = within(log).getByText(/Tuesdays/);
  expect(reply).toHaveTextContent("Tuesdays only");
  expect(log.querySelector("img, script")).toBeNull();
  expect(within(log).queryByText("Another chat")).toBeNull();
  expect(within(log).getAllByText(/^Olga/).length).toBeGreaterThan(0);
});

test("should show 'now' under 45 s and refresh the times every minute", async () => {
  writeSession(persisted());
  openWindow({
    "/discuss/channel/messages": () =>
      odooResult({ messages: [serverMessage(30, "<p>Hi</p>", NOW, "visitor")] }),
  });
  await settle();
  const author = () =>
    document.querySelector(".weekbox-livechat-group[data-author='visitor'] .weekbox-livechat-time")!;
  expect(author()).toHaveTextContent("now");
  await wait(59_000);
  expect(author()).toHaveTextContent("now"); // not refreshed yet
  await wait(1_000);
  expect(author()).toHaveTextContent("1 minute ago");
  await wait(60_000);
  expect(author()).toHaveTextContent("2 minutes ago");
});

test("should send the pages seen when the operator asks (/history), from the tab holding the socket", async () => {
  writeSession(persisted());
  document.cookie = `weekbox_livechat_history=${encodeURIComponent(JSON.stringify(["/shop", "/mealbox?meal=3"]))}; path=/`;
  const server = openWindow({
    "/discuss/channel/messages": () => odooResult({ messages: [] }),
    "/im_livechat/history": () => odooResult(true),
  });
  await wait(1_600);
  await act(async () => FakeWebSocket.last().accept());
  await act(async () =>
    FakeWebSocket.last().push([
      { id: 7, message: { type: "im_livechat.history_command", payload: { id: 21 } } },
    ]),
  );
  await settle();
  expect(paramsOf(server, "/im_livechat/history")).toEqual([
    { pid: 3, channel_uuid: "uuid-21", page_history: ["/shop", "/mealbox?meal=3"] },
  ]);
});

test("should end with a rating: 5 is sent at once and closes, 1 asks why first", async () => {
  writeSession(persisted());
  const server = openWindow({
    "/discuss/channel/messages": () => odooResult({ messages: [] }),
    "/im_livechat/visitor_leave_session": () => odooResult(null),
    "/im_livechat/feedback": () => odooResult(12),
  });
  await settle();
  fireEvent.click(screen.getByRole("button", { name: "End the chat" }));
  await settle();
  expect(paramsOf(server, "/im_livechat/visitor_leave_session")).toEqual([{ uuid: "uuid-21" }]);
  expect(screen.getByRole("heading", { name: "How was this chat?" })).toHaveFocus();
  fireEvent.click(screen.getByRole("button", { name: "Bad" }));
  await settle();
  expect(paramsOf(server, "/im_livechat/feedback")).toEqual([]);
  const why = screen.getByRole("textbox", { name: "Please tell us what went wrong." });
  expect(why).toHaveFocus();
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    setter.call(why, "  Too slow  ");
    why.dispatchEvent(new Event("input", { bubbles: true }));
  });
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  await settle();
  expect(paramsOf(server, "/im_livechat/feedback")).toEqual([
    { uuid: "uuid-21", rate: 1, reason: "Too slow" },
  ]);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(readCookie(SESSION_COOKIE)).toBeNull();
});

test("should send 5 (great) and 3 (okay) at once", async () => {
  for (const [label, rate] of [
    ["Great", 5],
    ["Okay", 3],
  ] as const) {
    writeSession(persisted());
    const server = openWindow({
      "/discuss/channel/messages": () => odooResult({ messages: [] }),
      "/im_livechat/visitor_leave_session": () => odooResult(null),
      "/im_livechat/feedback": () => odooResult(12),
    });
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "End the chat" }));
    await settle();
    fireEvent.click(screen.getByRole("button", { name: label }));
    await settle();
    expect(paramsOf(server, "/im_livechat/feedback")).toEqual([{ uuid: "uuid-21", rate }]);
    document.body.innerHTML = "";
  }
  expect(onClose).toHaveBeenCalledTimes(2);
});

test("should close without a window a session another visitor started (logged in or out since)", async () => {
  writeSession(persisted({ uid: 5 }));
  const server = openWindow({});
  await settle();
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(server.calls).toEqual([]);
  expect(readCookie(SESSION_COOKIE)).toBeNull();
});
