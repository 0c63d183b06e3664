import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { findPage, upsertPage, type Page } from '../repositories/pages.repository';
import { PAGE_NOT_FOUND, type PAGE_SLUGS } from './page.input';

/** The site's own pages as Markdown; the SPA renders (and sanitizes) them. */
export class PagesService {
  constructor(private readonly pool: Pool) {}

  async get(slug: (typeof PAGE_SLUGS)[number]): Promise<Page> {
    const page = await findPage(this.pool, slug);
    if (!page) throw new NotFoundError(PAGE_NOT_FOUND);
    return page;
  }

  save(slug: (typeof PAGE_SLUGS)[number], page: { title: string; body: string }): Promise<Page> {
    return upsertPage(this.pool, { slug, ...page });
  }
}
