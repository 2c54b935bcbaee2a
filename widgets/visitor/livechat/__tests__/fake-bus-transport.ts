// In-process stand-ins for the browser's transport of the chat's bus: a
// WebSocket that the test opens, answers and closes, and a BroadcastChannel
// hub shared by the "tabs" of a test (delivery on the next macrotask, as a
// browser does).
import type { TabChannel } from "../bus/tab-election";

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: FakeWebSocket[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }

  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }

  close(code = 1000): void {
    this.serverClose(code);
  }

  // What the server does.
  accept(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  push(notifications: { id: number; message: { type: string; payload: unknown } }[]): void {
    this.onmessage?.({ data: JSON.stringify(notifications) });
  }

  serverClose(code: number): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }

  static reset(): void {
    FakeWebSocket.opened = [];
  }

  static last(): FakeWebSocket {
    const socket = FakeWebSocket.opened.at(-1);
    if (!socket) throw new Error("no socket was opened");
    return socket;
  }
}

export const asWebSocket = FakeWebSocket as unknown as typeof WebSocket;

/** The tabs of one browser: each `open()` is a tab's channel. */
export function createTabHub(): { open: () => TabChannel; deliver: () => void } {
  const channels = new Set<TabChannel>();
  const queue: [TabChannel, unknown][] = [];
  return {
    open() {
      const channel: TabChannel = {
        onmessage: null,
        postMessage(message) {
          for (const other of channels) if (other !== channel) queue.push([other, structuredClone(message)]);
        },
        close() {
          channels.delete(channel);
        },
      };
      channels.add(channel);
      return channel;
    },
    /** Delivers what the tabs posted (and what those deliveries made them post). */
    deliver() {
      while (queue.length) {
        const [channel, data] = queue.shift()!;
        if (channels.has(channel)) channel.onmessage?.({ data } as MessageEvent);
      }
    },
  };
}
