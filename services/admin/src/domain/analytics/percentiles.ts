import type { Spread } from '@journal/metadata';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The median (the middle value, or the mean of the two middle ones) and the 90th percentile by the
 * nearest-rank method (the smallest value with at least 90 % of the sample at or below it): both are
 * values a reader can recompute by hand from a sorted list, which the issue asks of the figures.
 */
export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) return { median: null, p90: null };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const p90 = sorted[Math.ceil(0.9 * sorted.length) - 1]!;
  return { median: round2(median), p90: round2(p90) };
}

export const medianOf = (values: readonly number[]) => spreadOf(values).median;

/** A share from 0 to 1 (four decimals), null when nothing was counted. */
export const ratio = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1e4) / 1e4;
