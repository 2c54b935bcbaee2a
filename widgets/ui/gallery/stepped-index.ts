/** `index + step`, going round the ends of a list of `count`. */
export function steppedIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** -1, +1 or null for a key: the arrows step, anything else does not. */
export function arrowKeyStep(key: string): -1 | 1 | null {
  if (key === "ArrowLeft") return -1;
  if (key === "ArrowRight") return 1;
  return null;
}
