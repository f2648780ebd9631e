/**
 * Median of the samples that produced a figure, the benchmarks' one summary of repeated runs (an even count averages
 * the middle two). NaN samples are left out: Lighthouse reports NaN for a metric it could not measure.
 */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
