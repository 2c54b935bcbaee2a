// Odoo 17's websocket bus (/websocket), spoken directly: subscribe to the
// visitor's channels with the last notification id seen, receive the
// notifications pushed since, reconnect after a failure. Odoo's own client
// (bus_service and its SharedWorker) is part of the frontend bundle this
// page no longer loads for the chat.
//
// Reconnection: Odoo 17's back-off (1 s, then × 1.5 per failure, at most 60 s,
// plus up to 1 s at random so that clients do not all come back at once)
// rather than the spec's long-poll retry (10 s plus 1–20 s at random): a
// socket dropped by a restart or a proxy comes back within seconds, and an
// outage still ends with a client every minute. The server closes with:
// 1000 on purpose (not reconnected), 4001 when the session expired (the
// visitor logged out elsewhere: reconnected with the back-off, the guest's
// cookie identifies them again), 4002 after an hour without a message
// (keep-alive: reconnected at once).

export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_FACTOR = 1.5;
export const RECONNECT_MAX_MS = 60_000;
export const RECONNECT_JITTER_MS = 1000;
export const CLOSE_CLEAN = 1000;
export const CLOSE_SESSION_EXPIRED = 4001;
export const CLOSE_KEEP_ALIVE_TIMEOUT = 4002;

export type BusNotification = { id: number; message: { type: string; payload: unknown } };
export type BusStatus = "connecting" | "connected" | "reconnecting" | "session-expired" | "closed";

export type BusSocketOptions = {
  url: string;
  onNotifications: (notifications: BusNotification[]) => void;
  onStatus?: (status: BusStatus) => void;
  /** The browser's WebSocket unless told (tests). */
  /** The last notification id already seen (another tab's, when this one takes over). */
  last?: number;
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
};

export type BusSocket = {
  /** The channels to listen to: the whole set (Odoo's subscribe replaces it). */
  setChannels(channels: string[]): void;
  /** The last notification id seen (0 before any). */
  last(): number;
  stop(): void;
};

/** The delay before reconnection attempt `attempt` (0 for the first after a failure). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return (
    Math.min(RECONNECT_FIRST_MS * RECONNECT_FACTOR ** attempt, RECONNECT_MAX_MS) +
    random() * RECONNECT_JITTER_MS
  );
}

/** The websocket URL of the page's Odoo (same origin: the session's cookies go with the handshake). */
export function busUrl(location: Location = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/websocket`;
}

function isNotification(value: unknown): value is BusNotification {
  const item = value as BusNotification | null;
  return typeof item?.id === "number" && typeof item.message?.type === "string";
}

export function createBusSocket({
  url,
  onNotifications,
  onStatus = () => undefined,
  last: lastSeen = 0,
  WebSocketImpl = WebSocket,
  random = Math.random,
}: BusSocketOptions): BusSocket {
  let socket: WebSocket | null = null;
  let channels: string[] = [];
  let last = lastSeen;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function subscribe(): void {
    if (socket?.readyState !== WebSocketImpl.OPEN) return;
    socket.send(JSON.stringify({ event_name: "subscribe", data: { channels, last } }));
  }

  function connect(): void {
    retry = undefined;
    onStatus(attempt === 0 ? "connecting" : "reconnecting");
    const current = new WebSocketImpl(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      subscribe();
      onStatus("connected");
    };
    current.onmessage = (event: MessageEvent) => {
      let items: unknown;
      try {
        items = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const notifications = (Array.isArray(items) ? items : []).filter(isNotification);
      if (!notifications.length) return;
      last = Math.max(last, ...notifications.map((notification) => notification.id));
      onNotifications(notifications);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      if (stopped || event.code === CLOSE_CLEAN) {
        onStatus("closed");
        return;
      }
      if (event.code === CLOSE_KEEP_ALIVE_TIMEOUT) {
        connect();
        return;
      }
      if (event.code === CLOSE_SESSION_EXPIRED) onStatus("session-expired");
      retry = setTimeout(connect, reconnectDelay(attempt, random));
      attempt += 1;
    };
  }

  connect();
  return {
    setChannels(next) {
      channels = [...next];
      subscribe();
    },
    last: () => last,
    stop() {
      stopped = true;
      clearTimeout(retry);
      socket?.close(CLOSE_CLEAN);
      socket = null;
    },
  };
}
