// The page's server state, shared by every island: one entry per query key
// (route + params). Two islands asking for the same key make one request and
// read one answer. An entry lives while a component reads it; when the last
// reader leaves, its request is aborted and the entry dropped, so a widget
// mounted later (or a test after the previous one) asks the server afresh.
import { isAbort } from "@/core/rpc/is-abort";

export type QueryFn<T> = (signal: AbortSignal) => Promise<T>;

export type QuerySnapshot<T = unknown> = {
  /** The last answer for this key; kept while a reload is on its way. */
  data: T | undefined;
  /** The last request's failure; cleared when a new request starts. */
  error: unknown;
  /** A request for this key is on its way. */
  isFetching: boolean;
};

export type QueryCache = {
  /** The current snapshot of `key` (a stable object until the entry changes). */
  read<T>(key: string): QuerySnapshot<T>;
  /** Calls `listener` whenever `key`'s snapshot changes; the returned function unsubscribes. */
  subscribe(key: string, listener: () => void): () => void;
  /**
   * Requests `key` with `fn` unless it is already answered or on its way;
   * `force` requests again (a reload) unless a request is already on its way.
   * Resolves with the answer, or undefined when the request failed or was aborted.
   */
  fetch<T>(key: string, fn: QueryFn<T>, options?: { force?: boolean }): Promise<T | undefined>;
  /**
   * Makes `data` the answer of `key` (the server gave it in a mutation's
   * answer), stopping a request for it still on its way, which would answer
   * the server's state before the mutation. A key nobody reads is left alone:
   * its next reader asks the server.
   */
  set<T>(key: string, data: T): void;
};

type Entry = {
  snapshot: QuerySnapshot;
  listeners: Set<() => void>;
  controller: AbortController | undefined;
  pending: Promise<unknown> | undefined;
};

const IDLE: QuerySnapshot = Object.freeze({ data: undefined, error: undefined, isFetching: false });

/** The key of a route query: the route and its params as JSON. */
export function routeKey(route: string, params: unknown): string {
  return `${route} ${JSON.stringify(params ?? {})}`;
}

export function createQueryCache(): QueryCache {
  const entries = new Map<string, Entry>();

  function entryOf(key: string): Entry {
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        snapshot: IDLE,
        listeners: new Set(),
        controller: undefined,
        pending: undefined,
      };
      entries.set(key, entry);
    }
    return entry;
  }

  function update(entry: Entry, change: Partial<QuerySnapshot>): void {
    entry.snapshot = { ...entry.snapshot, ...change };
    for (const listener of [...entry.listeners]) listener();
  }

  function start<T>(key: string, entry: Entry, fn: QueryFn<T>): Promise<T | undefined> {
    const controller = new AbortController();
    entry.controller = controller;
    update(entry, { isFetching: true, error: undefined });
    const pending = fn(controller.signal).then(
      (data) => {
        if (entries.get(key) !== entry || entry.controller !== controller) return undefined;
        entry.controller = undefined;
        entry.pending = undefined;
        update(entry, { data, error: undefined, isFetching: false });
        return data;
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return undefined;
        if (entries.get(key) !== entry || entry.controller !== controller) return undefined;
        entry.controller = undefined;
        entry.pending = undefined;
        update(entry, { error, isFetching: false });
        return undefined;
      },
    );
    entry.pending = pending;
    return pending;
  }

  return {
    read<T>(key: string) {
      return (entries.get(key)?.snapshot ?? IDLE) as QuerySnapshot<T>;
    },
    subscribe(key, listener) {
      const entry = entryOf(key);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0 || entries.get(key) !== entry) return;
        // Nobody reads it any more: stop its request and forget it.
        entry.controller?.abort();
        entries.delete(key);
      };
    },
    fetch<T>(key: string, fn: QueryFn<T>, { force = false } = {}) {
      const entry = entryOf(key);
      if (entry.pending) return entry.pending as Promise<T | undefined>;
      if (!force && entry.snapshot.data !== undefined) return Promise.resolve(entry.snapshot.data as T);
      return start(key, entry, fn);
    },
    set(key, data) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.controller?.abort();
      entry.controller = undefined;
      entry.pending = undefined;
      update(entry, { data, error: undefined, isFetching: false });
    },
  };
}
