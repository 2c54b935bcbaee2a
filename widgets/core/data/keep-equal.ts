/**
 * `next`, where each part equal to `previous`'s (arrays and plain objects,
 * compared by value) is `previous`'s own object: what did not change keeps
 * its identity, so a memoised component given it does not render again, and a
 * state updater handed an answer equal to the state returns the state itself
 * (React skips the render). TanStack Query's structural sharing
 * (replaceEqualDeep), for the JSON the routes answer.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const kept = next.map((item, index) => keepEqual(previous[index], item));
    const same = kept.length === previous.length && kept.every((item, index) => item === previous[index]);
    if (same) return previous as T;
    return (kept.every((item, index) => item === next[index]) ? next : kept) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(next)) kept[key] = keepEqual(previous[key], next[key]);
    const keys = Object.keys(kept);
    const same =
      keys.length === Object.keys(previous).length &&
      keys.every((key) => key in previous && kept[key] === previous[key]);
    if (same) return previous as T;
    return (keys.every((key) => kept[key] === next[key]) ? next : kept) as T;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  // Object.prototype of any realm (JSON parsed in a worker, structuredClone): its own prototype is null.
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
