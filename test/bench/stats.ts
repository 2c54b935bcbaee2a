/** Nearest-rank percentile of `samples` (ms), p in [0, 100]. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

export function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}

export async function timed<T>(action: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await action();
  return [result, performance.now() - start];
}
