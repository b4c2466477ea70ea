/** A latency summary in milliseconds, and how each of its numbers is taken from the measured times. */
export interface Percentiles {
  p50: number;
  p99: number;
}

/** The `p`th percentile (0-100) of times sorted ascending: the nearest measured time at or below it; NaN of none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;
