/**
 * Loads each named chunk once, however many elements use it. A failed load
 * (deploy in progress, flaky network) is forgotten, so a later mount retries.
 */
export function createChunkLoads<T>(): (name: string, load: () => Promise<{ default: T }>) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (name, load) => {
    let pending = loads.get(name);
    if (!pending) {
      pending = load().then((module) => module.default);
      pending.catch(() => loads.delete(name));
      loads.set(name, pending);
    }
    return pending;
  };
}
