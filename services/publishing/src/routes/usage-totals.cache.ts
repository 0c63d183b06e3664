import type { Logger } from '@journal/logger';
import type { UsageTotalsOf, ViewsAndDownloads } from '../clients/statistics-usage.client';

/** How long the article page shows the same counts: the issue asks for counts updated within a minute. */
export const USAGE_TOTALS_TTL_MS = 60_000;

/**
 * Each article's views and downloads to date, asked of the statistics service at most once a minute per
 * article, so the page that shows them costs no call on most requests. The caller asks only for articles
 * that exist, so made-up ids cannot fill it. Bounded like the page cache. While statistics cannot answer
 * (or is not configured), the counts last known are kept, or none: the page then leaves them out rather
 * than show a number nobody counted, and asks again after the minute.
 */
export class UsageTotalsCache {
  private readonly totals = new Map<string, { counts: ViewsAndDownloads | undefined; readAt: number }>();
  private failing = false;

  constructor(
    private readonly totalsOf: UsageTotalsOf | undefined,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly maxEntries = 5_000,
  ) {}

  /** The article's counts: the kept ones while under a minute old, else asked now and kept. */
  async of(id: string): Promise<ViewsAndDownloads | undefined> {
    const kept = this.totals.get(id);
    if (kept && this.now().getTime() - kept.readAt < USAGE_TOTALS_TTL_MS) return kept.counts;
    const counts = (await this.ask(id)) ?? kept?.counts;
    this.totals.delete(id);
    this.totals.set(id, { counts, readAt: this.now().getTime() });
    if (this.totals.size > this.maxEntries) this.totals.delete(this.totals.keys().next().value!);
    return counts;
  }

  private async ask(id: string): Promise<ViewsAndDownloads | undefined> {
    if (!this.totalsOf) return undefined;
    try {
      const counts = await this.totalsOf(id);
      this.failing = false;
      return counts;
    } catch (err) {
      // Once per outage, not once per article and minute.
      if (!this.failing) this.logger.warn({ err }, 'usage totals unavailable: article pages show none');
      this.failing = true;
      return undefined;
    }
  }
}
