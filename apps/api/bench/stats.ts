import { fileURLToPath } from 'node:url';

/** Where the benchmarks write their results (git-ignored, at the repository's root). */
export const resultsDir = fileURLToPath(new URL('../../../bench-results/', import.meta.url));

/** Nearest-rank percentile of milliseconds. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
