import { getDefaultStore } from "jotai/vanilla";

type PageStore = ReturnType<typeof getDefaultStore>;

/**
 * The one jotai store of the page: jotai's default store, which every atom hook
 * outside a Provider uses. Separate islands (the box configurator and the mini
 * cart, say) share atoms as if they were one app, and since widget roots need
 * no Provider, jotai is only loaded by the widgets that keep atoms.
 */
export function getPageStore(): PageStore {
  return getDefaultStore();
}
