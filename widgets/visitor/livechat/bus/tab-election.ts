// One bus socket per browser, however many tabs show the chat: the tabs
// elect a master (spec §9.5, Odoo 12's cross-tab bus) over a
// BroadcastChannel. Every tab says it is alive every 10 s; the master says
// so every 1.5 s; a tab not heard of for 15 s is gone; a tab that has not
// heard the master for 5 s holds an election, which the oldest live tab wins
// (the first opened, as in Odoo 12's queue of tabs). A tab that closes says
// goodbye, so its successor is elected at once. Two masters (two tabs opened
// together) settle it by the older one staying.
//
// Only the master connects the socket; it passes what the bus pushes to the
// other tabs (`relay`), which hear it through `onMessage`.

export const TAB_HEARTBEAT_MS = 10_000;
export const MASTER_HEARTBEAT_MS = 1_500;
export const PEER_STALE_MS = 15_000;
export const ELECTION_AFTER_MS = 5_000;

type ElectionMessage =
  { kind: "hello" | "tab" | "master" | "bye"; from: string } | { kind: "data"; from: string; data: unknown };

/** What a BroadcastChannel offers (tests give an in-process one). */
export type TabChannel = {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
};

export type TabElectionOptions = {
  channel: TabChannel;
  /** Told when this tab becomes the master (true) or stops being it (false). */
  onMasterChange: (isMaster: boolean) => void;
  /** What another tab sent with `relay`. */
  onMessage: (data: unknown) => void;
  /** This tab's part once known: it holds the socket, or it heard the tab that does. */
  onRole?: (role: "master" | "follower") => void;
  now?: () => number;
  id?: string;
};

export type TabElection = {
  isMaster(): boolean;
  /** Sends `data` to the other tabs. */
  relay(data: unknown): void;
  /** Leaves: says goodbye (the others elect at once) and stops. */
  stop(): void;
};

/** An id that sorts by the tab's start: the oldest tab has the smallest. */
export function tabId(now: number = Date.now(), random: () => number = Math.random): string {
  return `${now.toString(36).padStart(10, "0")}-${random().toString(36).slice(2, 10)}`;
}

export function createTabElection({
  channel,
  onMasterChange,
  onMessage,
  onRole = () => undefined,
  now = Date.now,
  id = tabId(now()),
}: TabElectionOptions): TabElection {
  const peers = new Map<string, number>();
  let master = false;
  let masterId: string | null = null;
  // A live master is heard within its heartbeat: a tab that heard none by
  // then (its first look) is alone, or opened with others as alone as itself.
  let masterHeardAt = now() - ELECTION_AFTER_MS + MASTER_HEARTBEAT_MS;
  let masterTimer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const post = (message: ElectionMessage) => channel.postMessage(message);

  function livePeers(): string[] {
    const since = now() - PEER_STALE_MS;
    for (const [peer, seen] of peers) if (seen < since) peers.delete(peer);
    return [...peers.keys()];
  }

  function masterBeat(): void {
    livePeers();
    post({ kind: "master", from: id });
  }

  function becomeMaster(): void {
    master = true;
    masterId = id;
    masterBeat();
    masterTimer = setInterval(masterBeat, MASTER_HEARTBEAT_MS);
    onMasterChange(true);
    onRole("master");
  }

  function stepDown(to: string): void {
    master = false;
    masterId = to;
    masterHeardAt = now();
    clearInterval(masterTimer);
    onMasterChange(false);
    onRole("follower");
  }

  function elect(): void {
    const winner = [id, ...livePeers()].sort()[0];
    if (winner === id) becomeMaster();
    // Another tab wins: it elects itself at its own next look; until its
    // heartbeat comes, this tab waits before looking again.
    else masterHeardAt = now();
  }

  function look(): void {
    if (!stopped && !master && now() - masterHeardAt > ELECTION_AFTER_MS) elect();
  }

  channel.onmessage = (event: MessageEvent) => {
    const message = event.data as ElectionMessage | null;
    if (stopped || !message || typeof message.from !== "string" || message.from === id) return;
    peers.set(message.from, now());
    switch (message.kind) {
      case "hello":
        // A new tab: every tab makes itself known at once (the master as such),
        // so that its first election already counts them.
        if (master) masterBeat();
        else post({ kind: "tab", from: id });
        break;
      case "master":
        if (master) {
          if (message.from < id) stepDown(message.from);
        } else {
          if (masterId !== message.from) onRole("follower");
          masterId = message.from;
          masterHeardAt = now();
        }
        break;
      case "bye":
        peers.delete(message.from);
        if (message.from === masterId) {
          masterHeardAt = -Infinity;
          look();
        }
        break;
      case "data":
        onMessage(message.data);
        break;
    }
  };

  const tabTimer = setInterval(() => {
    post({ kind: "tab", from: id });
    look();
  }, TAB_HEARTBEAT_MS);
  const firstLook = setTimeout(look, MASTER_HEARTBEAT_MS + 1);
  post({ kind: "hello", from: id });

  return {
    isMaster: () => master,
    relay(data) {
      post({ kind: "data", from: id, data });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(tabTimer);
      clearTimeout(firstLook);
      clearInterval(masterTimer);
      post({ kind: "bye", from: id });
      channel.close();
      if (master) {
        master = false;
        onMasterChange(false);
      }
    },
  };
}
