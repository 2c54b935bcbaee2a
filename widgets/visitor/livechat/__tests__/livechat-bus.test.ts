import { createBusSocket } from "../bus/bus-socket";
import { createLivechatBus } from "../bus/livechat-bus";
import { MASTER_HEARTBEAT_MS } from "../bus/tab-election";
import { asWebSocket, createTabHub, FakeWebSocket } from "./fake-bus-transport";

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => jest.useRealTimers());

const note = (id: number) => ({
  id,
  message: { type: "discuss.channel/new_message", payload: { id: 7, message: {} } },
});

function browserTabs() {
  const hub = createTabHub();
  const openSocket: typeof createBusSocket = (options) =>
    createBusSocket({ ...options, WebSocketImpl: asWebSocket, random: () => 0 });
  const tab = () => {
    const received: number[] = [];
    const sessionChanges: number[] = [];
    const bus = createLivechatBus({
      onNotifications: (notifications) => received.push(...notifications.map((n) => n.id)),
      onSessionChange: () => sessionChanges.push(1),
      openChannel: hub.open,
      openSocket,
    });
    hub.deliver();
    return { bus, received, sessionChanges };
  };
  const pass = (ms: number) => {
    for (let step = 0; step < ms; step += 100) {
      jest.advanceTimersByTime(100);
      hub.deliver();
    }
  };
  return { tab, pass, hub };
}

test("should open one socket for the browser, in the master tab, once there are channels to listen to", () => {
  const { tab, pass } = browserTabs();
  const first = tab();
  pass(MASTER_HEARTBEAT_MS + 100);
  expect(first.bus.isMaster()).toBe(true);
  expect(FakeWebSocket.opened).toHaveLength(0);
  const second = tab();
  second.bus.setChannels(["discuss.channel_7", "mail.guest_3|t"]);
  pass(200);
  expect(FakeWebSocket.opened).toHaveLength(1);
  FakeWebSocket.last().accept();
  expect(FakeWebSocket.last().sent).toEqual([
    { event_name: "subscribe", data: { channels: ["discuss.channel_7", "mail.guest_3|t"], last: 0 } },
  ]);
  pass(30_000);
  expect(FakeWebSocket.opened).toHaveLength(1);
});

test("should give every tab what the master's socket receives", () => {
  const { tab, pass } = browserTabs();
  const first = tab();
  pass(MASTER_HEARTBEAT_MS + 100);
  const second = tab();
  first.bus.setChannels(["discuss.channel_7"]);
  FakeWebSocket.last().accept();
  FakeWebSocket.last().push([note(31), note(32)]);
  pass(100);
  expect(first.received).toEqual([31, 32]);
  expect(second.received).toEqual([31, 32]);
});

test("should pass the socket on with the last id seen when the master tab closes", () => {
  const { tab, pass } = browserTabs();
  const first = tab();
  pass(MASTER_HEARTBEAT_MS + 100);
  const second = tab();
  first.bus.setChannels(["discuss.channel_7"]);
  second.bus.setChannels(["discuss.channel_7"]);
  FakeWebSocket.last().accept();
  FakeWebSocket.last().push([note(40)]);
  pass(100);
  first.bus.stop();
  pass(100);
  expect(second.bus.isMaster()).toBe(true);
  expect(FakeWebSocket.opened).toHaveLength(2);
  expect(FakeWebSocket.opened[0]!.readyState).toBe(3);
  FakeWebSocket.last().accept();
  expect(FakeWebSocket.last().sent).toEqual([
    { event_name: "subscribe", data: { channels: ["discuss.channel_7"], last: 40 } },
  ]);
});

test("should tell the other tabs the session changed", () => {
  const { tab, pass } = browserTabs();
  const first = tab();
  const second = tab();
  pass(MASTER_HEARTBEAT_MS + 100);
  first.bus.announceSession();
  pass(100);
  expect(second.sessionChanges).toEqual([1]);
  expect(first.sessionChanges).toEqual([]);
});

test("should close the socket when the session's channels are gone", () => {
  const { tab, pass } = browserTabs();
  const first = tab();
  pass(MASTER_HEARTBEAT_MS + 100);
  first.bus.setChannels(["discuss.channel_7"]);
  FakeWebSocket.last().accept();
  first.bus.setChannels([]);
  expect(FakeWebSocket.last().readyState).toBe(3);
});
