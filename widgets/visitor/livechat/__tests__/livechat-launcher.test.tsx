import { act, render, screen } from "@testing-library/react";
import { propsAccepted, parseProps } from "@/core/testing/widget-props";
import { createFakeOdoo, odooResult, type FakeReply } from "@/core/testing/fake-odoo-fetch";
import { settle, wait, withFakeClock } from "@/core/testing/fake-clock";
import { LivechatLauncher } from "../components/livechat-launcher";
import widget from "../livechat-widget";
import { readHistory } from "../utils/livechat-cookies";
import { writeSession } from "../utils/livechat-session";
import { FakeWebSocket } from "./fake-bus-transport";

withFakeClock();

const PROPS = parseProps(widget, {
  channelId: 4,
  title: "Weekbox help",
  buttonText: "Chat with us",
  defaultMessage: "Hi!",
});

let init: () => FakeReply;
let server: ReturnType<typeof createFakeOdoo>;

beforeEach(() => {
  FakeWebSocket.reset();
  (globalThis as { WebSocket: unknown }).WebSocket = FakeWebSocket;
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
  server = createFakeOdoo({
    "/im_livechat/init": () => init(),
    "/im_livechat/get_session": () => odooResult({ name: "Visitor Olga", operator_pid: [3, "Olga"] }),
    "/discuss/channel/messages": () => odooResult({ messages: [] }),
  });
  // The launcher's own fetch (a relative URL, as in the page).
  jest
    .spyOn(globalThis, "fetch")
    .mockImplementation((input, options) =>
      server.fetch(new URL(String(input), "http://localhost"), options),
    );
});
afterEach(() => {
  jest.restoreAllMocks();
  writeSession(null);
  for (const name of ["weekbox_livechat_history", "weekbox_livechat_auto_popup"]) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
  document.body.innerHTML = "";
});

const available = (rule: object = {}) => odooResult({ odoo_version: "17.0", available_for_me: true, rule });

test("should take the channel's props, its texts optional", () => {
  expect(propsAccepted(widget, { channelId: 4 })).toBe(true);
  expect(parseProps(widget, { channelId: 4 }).buttonText).toBe("");
  expect(propsAccepted(widget, {})).toBe(false);
  expect(propsAccepted(widget, { channelId: "4" })).toBe(false);
});

test("should show nothing when no operator is available, after one /im_livechat/init", async () => {
  init = () => odooResult({ odoo_version: "17.0", available_for_me: false, rule: {} });
  const { container } = render(<LivechatLauncher {...PROPS} />);
  await settle();
  expect(server.calls.map((call) => call.url.pathname)).toEqual(["/im_livechat/init"]);
  expect(server.calls[0]!.body).toMatchObject({ params: { channel_id: 4 } });
  expect(container).toBeEmptyDOMElement();
  expect(readHistory()).toEqual([]);
});

test("should show nothing when /im_livechat/init fails", async () => {
  init = () => new Response("down", { status: 503 });
  const { container } = render(<LivechatLauncher {...PROPS} />);
  await settle();
  expect(container).toBeEmptyDOMElement();
});

test("should show the channel's button when an operator is available, remember the page, and open the window", async () => {
  init = () => available();
  window.history.replaceState(null, "", "/shop?page=2#top");
  render(<LivechatLauncher {...PROPS} />);
  await settle();
  const button = await screen.findByRole("button", { name: "Chat with us" });
  expect(readHistory()).toEqual(["/shop?page=2#top"]);
  await act(async () => button.click());
  await settle();
  expect(await screen.findByRole("heading", { name: "Olga" })).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Your message" })).toHaveFocus();
  window.history.replaceState(null, "", "/");
});

test("should show a session's window at once, before /im_livechat/init answers", async () => {
  init = () => "hang";
  writeSession({ id: 21, uuid: "u", name: "Visitor Olga", operator: [3, "Olga"], folded: true, uid: null });
  render(<LivechatLauncher {...PROPS} />);
  await settle();
  expect(await screen.findByRole("button", { name: "Open the chat" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  // Folded as the visitor left it: its messages and field hidden.
  expect(screen.queryByRole("textbox", { name: "Your message" })).toBeNull();
});

test("should open the window by itself after the rule's timer, without taking the focus", async () => {
  init = () => available({ action: "auto_popup", auto_popup_timer: 20 });
  render(<LivechatLauncher {...PROPS} />);
  await settle();
  await screen.findByRole("button", { name: "Chat with us" });
  await wait(19_900);
  expect(screen.queryByRole("heading", { name: "Olga" })).toBeNull();
  await wait(100);
  expect(await screen.findByRole("heading", { name: "Olga" })).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Your message" })).not.toHaveFocus();
});
