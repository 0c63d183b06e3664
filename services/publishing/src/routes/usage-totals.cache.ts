import type { Pool } from '@journal/db';
import { articleTotals, type ViewsAndDownloads } from '../repositories/usage-reads.repository';

/** How long the article page shows the same counts: the issue asks for counts updated within a minute. */
export const USAGE_TOTALS_TTL_MS = 60_000;

/**
 * Each article's views and downloads to date, read at most once a minute per article, so the page that
 * shows them costs no query of its own on most requests. The caller asks only for articles that exist,
 * so made-up ids cannot fill it. Bounded like the page cache.
 */
export class UsageTotalsCache {
  private readonly totals = new Map<string, { counts: ViewsAndDownloads; readAt: number }>();

  constructor(
    private readonly pool: Pool,
    private readonly now: () => Date = () => new Date(),
    private readonly maxEntries = 5_000,
  ) {}

  /** The article's counts: the kept ones while under a minute old, else read now and kept. */
  async of(id: string): Promise<ViewsAndDownloads> {
    const kept = this.totals.get(id);
    if (kept && this.now().getTime() - kept.readAt < USAGE_TOTALS_TTL_MS) return kept.counts;
    const counts = await articleTotals(this.pool, id);
    this.totals.delete(id);
    this.totals.set(id, { counts, readAt: this.now().getTime() });
    if (this.totals.size > this.maxEntries) this.totals.delete(this.totals.keys().next().value!);
    return counts;
  }
}
