import { createStore } from "jotai";

type PageStore = ReturnType<typeof createStore>;

let store: PageStore | undefined;

/**
 * The one jotai store of the page. Every widget root is wrapped in a Provider
 * with it, so separate islands (the box configurator and the mini cart, say)
 * share atoms as if they were one app.
 */
export function getPageStore(): PageStore {
  store ??= createStore();
  return store;
}
