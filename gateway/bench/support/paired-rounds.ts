// The observability bench's verdict from paired rounds: each pair ran the same load on the "off" and the
// "on" site at the same time, so a slow spell of the machine lands on both halves of a pair and cancels
// in its ratio; the median of the ratios then ignores the odd pair one half of which a lump of work (a
// major garbage collection) did hit.

export interface RoundPair {
  /** CPU ms per request on the site with observability off, and on. */
  off: number;
  on: number;
}

export interface Verdict {
  /** Median, quartiles of on/off - 1 over the pairs. */
  median: number;
  lowerQuartile: number;
  upperQuartile: number;
  /** All "on" CPU over all "off" CPU - 1 (what a single long round would have given). */
  pooled: number;
  offMs: number;
  onMs: number;
  withinBudget: boolean;
}

/** The p-th percentile (nearest rank) of `values`; NaN for none. Does not reorder the caller's array. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** Linear interpolation between order statistics, so the median of an even count is the mean of the middle two. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

export function judgeRounds(pairs: readonly RoundPair[], budget: number): Verdict {
  if (pairs.length === 0) throw new Error('no rounds to judge');
  if (pairs.some((p) => !(p.off > 0) || !(p.on > 0)))
    throw new Error('a round used no CPU: nothing was measured');
  const ratios = pairs.map((p) => p.on / p.off - 1).sort((a, b) => a - b);
  const offMs = pairs.reduce((sum, p) => sum + p.off, 0) / pairs.length;
  const onMs = pairs.reduce((sum, p) => sum + p.on, 0) / pairs.length;
  const median = quantile(ratios, 0.5);
  return {
    median,
    lowerQuartile: quantile(ratios, 0.25),
    upperQuartile: quantile(ratios, 0.75),
    pooled: onMs / offMs - 1,
    offMs,
    onMs,
    withinBudget: median <= budget,
  };
}
