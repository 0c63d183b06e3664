import type { Pool } from '@journal/db';
import { findSiteName } from '../repositories/site.repository';

/** A name change shows on the next page after this long (a page costs no extra read in between). */
const FRESH_MS = 1_000;

/** The site's name for server-rendered pages: the Site page's (by its event), else PUBLISHER_NAME. */
export class SiteName {
  private known: { name: string; at: number } | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly fallback: string,
    private readonly now: () => number = Date.now,
  ) {}

  async current(): Promise<string> {
    if (this.known && this.now() - this.known.at < FRESH_MS) return this.known.name;
    const name = (await findSiteName(this.pool)) ?? this.fallback;
    this.known = { name, at: this.now() };
    return name;
  }
}
