import { createHash } from 'node:crypto';
import type { ViewsAndDownloads } from '../clients/statistics-usage.client';

export interface CachedPage {
  /** The article's modified_at (µs, articleVersion) the page was rendered from: another one makes it stale. */
  version: string;
  status: number;
  /** The article's journal, for the usage it records. */
  journalSlug: string;
  /** The page carries the full text, so a view of it is a COUNTER request (issue 31/32). */
  hasFullText: boolean;
  body: string;
  etag: string;
  /** The views and downloads the page shows (issue 32); none while the statistics service cannot tell. */
  counts: ViewsAndDownloads | undefined;
}

/** The strong ETag of a document's bytes. */
export const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Rendered article pages by id, kept while the article's modified_at is unchanged: a request then costs
 * one narrow row read (id -> modified_at, withdrawn_at) instead of the full row, the HTML render and the
 * hash. Every change of anything public bumps modified_at, so a stale page is never served. Bounded LRU.
 */
export class ArticlePageCache {
  private readonly pages = new Map<string, CachedPage>();
  private chars = 0;

  /**
   * At most `maxEntries` pages and `maxChars` characters of HTML (a page with its full text is some
   * 45,000; without, 6,000), so pages with long full texts cannot grow the process without bound.
   */
  constructor(
    private readonly maxEntries = 5_000,
    private readonly maxChars = 64 * 1024 * 1024,
  ) {}

  has(id: string): boolean {
    return this.pages.has(id);
  }

  get(id: string, version: string): CachedPage | undefined {
    const page = this.pages.get(id);
    if (!page || page.version !== version) return undefined;
    // Map order is insertion order: re-inserting marks it most recently used.
    this.pages.delete(id);
    this.pages.set(id, page);
    return page;
  }

  set(id: string, page: CachedPage): void {
    this.forget(id);
    if (page.body.length > this.maxChars) return;
    this.pages.set(id, page);
    this.chars += page.body.length;
    while (this.pages.size > this.maxEntries || this.chars > this.maxChars)
      this.forget(this.pages.keys().next().value!);
  }

  /** Pages and characters of HTML held (tests). */
  get size(): { entries: number; chars: number } {
    return { entries: this.pages.size, chars: this.chars };
  }

  private forget(id: string): void {
    const page = this.pages.get(id);
    if (!page) return;
    this.pages.delete(id);
    this.chars -= page.body.length;
  }
}
