// The chat's bus for a tab: the tabs showing the chat elect a master
// (tab-election.ts), which alone holds the websocket (bus-socket.ts) while
// there are channels to listen to, and passes on what it receives. Every tab
// hears every notification, and what another tab says about the session.
import { busUrl, createBusSocket, type BusNotification, type BusSocket, type BusStatus } from "./bus-socket";
import { createTabElection, type TabChannel } from "./tab-election";

export const TAB_CHANNEL_NAME = "weekbox-livechat-bus";

type Relayed =
  | { type: "notifications"; notifications: BusNotification[] }
  | { type: "channels"; channels: string[] }
  | { type: "session" };

export type LivechatBusOptions = {
  onNotifications: (notifications: BusNotification[]) => void;
  /** Another tab changed the session (started, persisted, ended it). */
  onSessionChange: () => void;
  onStatus?: (status: BusStatus) => void;
  /** This tab holds the browser's socket (master) or hears the tab that does. */
  onRole?: (role: "master" | "follower") => void;
  /** The tabs' channel: a BroadcastChannel unless told (none: this tab is alone). */
  openChannel?: () => TabChannel;
  openSocket?: typeof createBusSocket;
};

export type LivechatBus = {
  /** The bus channels of the session (every tab's are the same session's). */
  setChannels(channels: string[]): void;
  /** Tells the other tabs the session changed. */
  announceSession(): void;
  /** Whether this tab holds the socket (answers the server's requests, e.g. the page history). */
  isMaster(): boolean;
  stop(): void;
};

function openBroadcastChannel(): TabChannel {
  if (typeof BroadcastChannel === "function") return new BroadcastChannel(TAB_CHANNEL_NAME);
  return { postMessage: () => undefined, onmessage: null, close: () => undefined };
}

export function createLivechatBus({
  onNotifications,
  onSessionChange,
  onStatus,
  onRole,
  openChannel = openBroadcastChannel,
  openSocket = createBusSocket,
}: LivechatBusOptions): LivechatBus {
  let channels: string[] = [];
  let socket: BusSocket | null = null;
  let last = 0;

  const receive = (notifications: BusNotification[]) => {
    last = Math.max(last, ...notifications.map((notification) => notification.id));
    onNotifications(notifications);
  };

  function follow(): void {
    if (!election.isMaster()) return;
    if (!channels.length) {
      socket?.stop();
      socket = null;
      return;
    }
    socket ??= openSocket({
      url: busUrl(),
      last,
      onNotifications(notifications) {
        receive(notifications);
        election.relay({ type: "notifications", notifications } satisfies Relayed);
      },
      ...(onStatus ? { onStatus } : {}),
    });
    socket.setChannels(channels);
  }

  const election = createTabElection({
    channel: openChannel(),
    ...(onRole ? { onRole } : {}),
    onMasterChange(isMaster) {
      if (isMaster) follow();
      else {
        socket?.stop();
        socket = null;
      }
    },
    onMessage(data) {
      const message = data as Relayed;
      if (message.type === "notifications") receive(message.notifications);
      else if (message.type === "channels") {
        channels = message.channels;
        follow();
      } else if (message.type === "session") onSessionChange();
    },
  });

  return {
    setChannels(next) {
      if (next.join() === channels.join()) return;
      channels = [...next];
      election.relay({ type: "channels", channels } satisfies Relayed);
      follow();
    },
    announceSession() {
      election.relay({ type: "session" } satisfies Relayed);
    },
    isMaster: () => election.isMaster(),
    stop() {
      election.stop();
      socket?.stop();
      socket = null;
    },
  };
}
