import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import type { BusNotification } from "../bus/bus-socket";
import { createLivechatBus, type LivechatBus, type LivechatBusOptions } from "../bus/livechat-bus";
import type { LivechatSession } from "../utils/livechat-session";

/** The bus channels of a persisted session: the channel, and the guest's (a visitor without an account). */
export function sessionChannels(session: LivechatSession | null): string[] {
  if (!session?.id) return [];
  return [
    `discuss.channel_${session.id}`,
    ...(session.guestToken ? [`mail.guest_${session.guestToken}`] : []),
  ];
}

export type LivechatBusState = {
  /** Tells the other tabs the session changed (they read its cookie again). */
  announceSession: () => void;
  /** This tab holds the socket, or hears the one that does (null: not known yet). */
  role: "master" | "follower" | null;
};

/**
 * This tab's part of the browser's one bus (bus/livechat-bus.ts) while the
 * window is shown, listening to `session`'s channels. `onNotifications` is
 * told whether this tab holds the socket (then it answers the server's
 * requests, once for the browser). The handlers may change between renders;
 * the bus stays.
 */
export function useLivechatBus(
  session: LivechatSession | null,
  onNotifications: (notifications: BusNotification[], isMaster: boolean) => void,
  onSessionChange: () => void,
  options: Pick<LivechatBusOptions, "openChannel" | "openSocket"> = {},
): LivechatBusState {
  const bus = useRef<LivechatBus | null>(null);
  const [role, setRole] = useState<"master" | "follower" | null>(null);
  const notify = useEffectEvent(onNotifications);
  const sessionChanged = useEffectEvent(onSessionChange);
  const [openChannel, openSocket] = [options.openChannel, options.openSocket];

  useEffect(() => {
    const current = createLivechatBus({
      onNotifications: (notifications) => notify(notifications, current.isMaster()),
      onSessionChange: () => sessionChanged(),
      onRole: setRole,
      ...(openChannel ? { openChannel } : {}),
      ...(openSocket ? { openSocket } : {}),
    });
    bus.current = current;
    const leave = () => current.stop();
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      current.stop();
      bus.current = null;
    };
  }, [openChannel, openSocket]);

  const channels = sessionChannels(session).join(",");
  useEffect(() => {
    bus.current?.setChannels(channels ? channels.split(",") : []);
  }, [channels]);
  const announceSession = useCallback(() => bus.current?.announceSession(), []);
  return { announceSession, role };
}
