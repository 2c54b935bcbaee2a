import {
  CLOSE_CLEAN,
  CLOSE_KEEP_ALIVE_TIMEOUT,
  CLOSE_SESSION_EXPIRED,
  createBusSocket,
  reconnectDelay,
  RECONNECT_FACTOR,
  RECONNECT_FIRST_MS,
  RECONNECT_JITTER_MS,
  RECONNECT_MAX_MS,
  type BusStatus,
} from "../bus/bus-socket";
import { asWebSocket, FakeWebSocket } from "./fake-bus-transport";

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => jest.useRealTimers());

function open(options: { last?: number; random?: () => number } = {}) {
  const received: number[] = [];
  const statuses: BusStatus[] = [];
  const socket = createBusSocket({
    url: "ws://shop.example/websocket",
    onNotifications: (notifications) => received.push(...notifications.map((n) => n.id)),
    onStatus: (status) => statuses.push(status),
    WebSocketImpl: asWebSocket,
    random: options.random ?? (() => 0),
    ...(options.last ? { last: options.last } : {}),
  });
  return { socket, received, statuses };
}

const note = (id: number) => ({ id, message: { type: "discuss.channel/new_message", payload: { id: 1 } } });

test("should back off as Odoo 17 does: 1 s, × 1.5 per failure, at most 60 s, plus up to 1 s at random", () => {
  expect([RECONNECT_FIRST_MS, RECONNECT_FACTOR, RECONNECT_MAX_MS, RECONNECT_JITTER_MS]).toEqual([
    1000, 1.5, 60_000, 1000,
  ]);
  expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([1000, 1500, 2250, 3375]);
  expect(reconnectDelay(20, () => 0)).toBe(60_000);
  expect(reconnectDelay(20, () => 0.999)).toBeCloseTo(60_999, 0);
  expect(reconnectDelay(0, () => 0.5)).toBe(1500);
});

test("should subscribe to the channels with the last id seen, on open and when the channels change", () => {
  const { socket, received } = open({ last: 40 });
  socket.setChannels(["discuss.channel_7", "mail.guest_3|token"]);
  const ws = FakeWebSocket.last();
  expect(ws.url).toBe("ws://shop.example/websocket");
  expect(ws.sent).toEqual([]); // not open yet
  ws.accept();
  expect(ws.sent).toEqual([
    { event_name: "subscribe", data: { channels: ["discuss.channel_7", "mail.guest_3|token"], last: 40 } },
  ]);
  ws.push([note(41), note(45)]);
  ws.push([note(44)]);
  expect(received).toEqual([41, 45, 44]);
  expect(socket.last()).toBe(45);
  socket.setChannels(["discuss.channel_8"]);
  expect(ws.sent.at(-1)).toEqual({
    event_name: "subscribe",
    data: { channels: ["discuss.channel_8"], last: 45 },
  });
});

test("should reconnect after a failure with the back-off, and subscribe again from the last id", () => {
  const { socket, statuses } = open();
  socket.setChannels(["discuss.channel_7"]);
  FakeWebSocket.last().accept();
  FakeWebSocket.last().push([note(12)]);
  FakeWebSocket.last().serverClose(1006);
  expect(FakeWebSocket.opened).toHaveLength(1);
  jest.advanceTimersByTime(999);
  expect(FakeWebSocket.opened).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(FakeWebSocket.opened).toHaveLength(2);
  // The second attempt fails too: 1.5 s this time.
  FakeWebSocket.last().serverClose(1006);
  jest.advanceTimersByTime(1499);
  expect(FakeWebSocket.opened).toHaveLength(2);
  jest.advanceTimersByTime(1);
  expect(FakeWebSocket.opened).toHaveLength(3);
  FakeWebSocket.last().accept();
  expect(FakeWebSocket.last().sent).toEqual([
    { event_name: "subscribe", data: { channels: ["discuss.channel_7"], last: 12 } },
  ]);
  // Connected again: the next failure starts from 1 s again.
  FakeWebSocket.last().serverClose(1006);
  jest.advanceTimersByTime(1000);
  expect(FakeWebSocket.opened).toHaveLength(4);
  expect(statuses).toEqual([
    "connecting",
    "connected",
    "reconnecting",
    "reconnecting",
    "connected",
    "reconnecting",
  ]);
});

test("should reconnect at once after the server's keep-alive close, never after a clean close or stop()", () => {
  const { socket, statuses } = open();
  FakeWebSocket.last().accept();
  FakeWebSocket.last().serverClose(CLOSE_KEEP_ALIVE_TIMEOUT);
  expect(FakeWebSocket.opened).toHaveLength(2);
  FakeWebSocket.last().accept();
  FakeWebSocket.last().serverClose(CLOSE_CLEAN);
  jest.advanceTimersByTime(120_000);
  expect(FakeWebSocket.opened).toHaveLength(2);
  expect(statuses.at(-1)).toBe("closed");
  socket.stop();
  expect(FakeWebSocket.opened).toHaveLength(2);
});

test("should say the session expired and come back with the back-off (the guest's cookie still names them)", () => {
  const { statuses } = open();
  FakeWebSocket.last().accept();
  FakeWebSocket.last().serverClose(CLOSE_SESSION_EXPIRED);
  expect(statuses).toContain("session-expired");
  jest.advanceTimersByTime(999);
  expect(FakeWebSocket.opened).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(FakeWebSocket.opened).toHaveLength(2);
});

test("should stop reconnecting once stopped, and close its socket cleanly", () => {
  const { socket } = open();
  FakeWebSocket.last().accept();
  const ws = FakeWebSocket.last();
  socket.stop();
  expect(ws.readyState).toBe(3);
  jest.advanceTimersByTime(120_000);
  expect(FakeWebSocket.opened).toHaveLength(1);
});

test("should ignore what is not a list of notifications", () => {
  const { received } = open();
  const ws = FakeWebSocket.last();
  ws.accept();
  ws.onmessage?.({ data: "not json" });
  ws.onmessage?.({ data: JSON.stringify({ id: 3 }) });
  ws.onmessage?.({ data: JSON.stringify([{ id: "x" }, note(9)]) });
  expect(received).toEqual([9]);
});
