/** The image `step` places away from `index` (back when negative): past the last comes the first again. */
export function steppedIndex(index: number, step: number, count: number): number {
  return (index + step + count) % count;
}

/** The step an arrow key asks for (left: back, right: on); null for any other key. */
export function arrowKeyStep(key: string): -1 | 1 | null {
  if (key === "ArrowLeft") return -1;
  if (key === "ArrowRight") return 1;
  return null;
}
