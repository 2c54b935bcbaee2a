import {
  createTabElection,
  ELECTION_AFTER_MS,
  MASTER_HEARTBEAT_MS,
  PEER_STALE_MS,
  TAB_HEARTBEAT_MS,
  tabId,
  type TabElection,
} from "../bus/tab-election";
import { createTabHub } from "./fake-bus-transport";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type Tab = { election: TabElection; roles: string[]; masters: boolean[]; heard: unknown[] };

function tabs(hub: ReturnType<typeof createTabHub>) {
  let started = 0;
  return (): Tab => {
    const tab: Tab = { election: undefined as unknown as TabElection, roles: [], masters: [], heard: [] };
    // Ids in start order, as a tab's start time makes them.
    tab.election = createTabElection({
      channel: hub.open(),
      id: tabId(1_000_000 + (started += 1)),
      onMasterChange: (isMaster) => tab.masters.push(isMaster),
      onRole: (role) => tab.roles.push(role),
      onMessage: (data) => tab.heard.push(data),
    });
    hub.deliver();
    return tab;
  };
}

/** Time passes; what the tabs post meanwhile is delivered as it is posted. */
function pass(hub: ReturnType<typeof createTabHub>, ms: number): void {
  for (let step = 0; step < ms; step += 100) {
    jest.advanceTimersByTime(Math.min(100, ms - step));
    hub.deliver();
  }
}

test("should use the spec's timings: tabs every 10 s, the master every 1.5 s, stale after 15 s, election after 5 s", () => {
  expect([TAB_HEARTBEAT_MS, MASTER_HEARTBEAT_MS, PEER_STALE_MS, ELECTION_AFTER_MS]).toEqual([
    10_000, 1_500, 15_000, 5_000,
  ]);
});

test("should make a lone tab the master once a master's heartbeat could have been heard", () => {
  const hub = createTabHub();
  const first = tabs(hub)();
  pass(hub, MASTER_HEARTBEAT_MS);
  expect(first.election.isMaster()).toBe(false);
  pass(hub, 100);
  expect(first.election.isMaster()).toBe(true);
  expect(first.roles).toEqual(["master"]);
});

test("should keep one master: a tab opened later follows it, and hears what it relays", () => {
  const hub = createTabHub();
  const open = tabs(hub);
  const first = open();
  pass(hub, 2_000);
  const second = open();
  pass(hub, 60_000);
  expect([first.election.isMaster(), second.election.isMaster()]).toEqual([true, false]);
  expect(second.roles).toEqual(["follower"]);
  first.election.relay({ type: "notifications" });
  hub.deliver();
  expect(second.heard).toEqual([{ type: "notifications" }]);
});

test("should elect the oldest of two tabs opened together, and only it", () => {
  const hub = createTabHub();
  const open = tabs(hub);
  const [first, second] = [open(), open()];
  pass(hub, 30_000);
  expect([first.election.isMaster(), second.election.isMaster()]).toEqual([true, false]);
  expect(second.masters).toEqual([]);
});

test("should hand over at once when the master says goodbye (its tab closes)", () => {
  const hub = createTabHub();
  const open = tabs(hub);
  const first = open();
  pass(hub, 2_000);
  const [second, third] = [open(), open()];
  pass(hub, 11_000); // every tab has said it is alive
  first.election.stop();
  hub.deliver();
  expect([second.election.isMaster(), third.election.isMaster()]).toEqual([true, false]);
  expect(first.masters).toEqual([true, false]);
});

test("should take over from a master that stopped beating without a goodbye", () => {
  const hub = createTabHub();
  const channels: ReturnType<typeof hub.open>[] = [];
  const open = () => {
    const channel = hub.open();
    channels.push(channel);
    return channel;
  };
  const masters: boolean[] = [];
  const first = createTabElection({
    channel: open(),
    id: tabId(1),
    onMasterChange: () => undefined,
    onMessage: () => undefined,
  });
  pass(hub, 2_000);
  const second = createTabElection({
    channel: open(),
    id: tabId(2),
    onMasterChange: (isMaster) => masters.push(isMaster),
    onMessage: () => undefined,
  });
  pass(hub, 4_000);
  expect([first.isMaster(), second.isMaster()]).toEqual([true, false]);
  // The first tab hangs: what it posts reaches nobody from now on.
  channels[0]!.postMessage = () => undefined;
  pass(hub, ELECTION_AFTER_MS);
  expect(second.isMaster()).toBe(false);
  // Silent for more than 5 s at the second tab's next heartbeat (every 10 s): an
  // election, which the older tab still wins while it is not stale (15 s).
  pass(hub, TAB_HEARTBEAT_MS);
  expect(second.isMaster()).toBe(false);
  // Stale: the second tab is the oldest live tab, and elects itself.
  pass(hub, PEER_STALE_MS - ELECTION_AFTER_MS);
  expect(second.isMaster()).toBe(true);
  expect(masters).toEqual([true]);
});

test("should leave the election to the older tab when two masters hear each other", () => {
  const hub = createTabHub();
  const channels: ReturnType<typeof hub.open>[] = [];
  const lonely = (index: number, masters: boolean[]) => {
    const channel = hub.open();
    channels.push(channel);
    return createTabElection({
      channel,
      id: tabId(index),
      onMasterChange: (isMaster) => masters.push(isMaster),
      onMessage: () => undefined,
    });
  };
  const [olderMasters, youngerMasters] = [[] as boolean[], [] as boolean[]];
  // Neither hears the other at first (a channel that delivers nothing yet): both become master.
  const deliver = hub.deliver;
  const older = lonely(1, olderMasters);
  const younger = lonely(2, youngerMasters);
  jest.advanceTimersByTime(MASTER_HEARTBEAT_MS + 1);
  expect([older.isMaster(), younger.isMaster()]).toEqual([true, true]);
  // Then they hear each other's heartbeats: the younger steps down.
  deliver();
  pass(hub, MASTER_HEARTBEAT_MS);
  expect([older.isMaster(), younger.isMaster()]).toEqual([true, false]);
  expect(youngerMasters).toEqual([true, false]);
  expect(olderMasters).toEqual([true]);
});

test("should forget a tab not heard of for 15 s: an older one gone silent is not waited for", () => {
  const hub = createTabHub();
  const channels: ReturnType<typeof hub.open>[] = [];
  const make = (index: number) => {
    const channel = hub.open();
    channels.push(channel);
    return createTabElection({
      channel,
      id: tabId(index),
      onMasterChange: () => undefined,
      onMessage: () => undefined,
    });
  };
  const master = make(3);
  pass(hub, 2_000);
  const ghost = make(1); // the oldest id, but it will go silent
  const follower = make(5);
  pass(hub, 3_000);
  channels[1]!.postMessage = () => undefined; // the ghost: heard no more
  channels[0]!.postMessage = () => undefined; // the master hangs too
  pass(hub, PEER_STALE_MS + TAB_HEARTBEAT_MS);
  expect(follower.isMaster()).toBe(true);
  void [master, ghost];
});

test("should sort ids by the tab's start", () => {
  expect(tabId(5, () => 0.9) < tabId(6, () => 0.1)).toBe(true);
  expect(tabId(1_700_000_000_000, () => 0.5) < tabId(1_700_000_000_001, () => 0.4)).toBe(true);
});
