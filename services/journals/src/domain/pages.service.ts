import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { RESERVED_SITE_PAGE_SLUGS } from '@journal/journals';
import * as pages from '../repositories/pages.repository';
import { renderPageBody } from './markdown';
import { PAGE_NOT_FOUND, PageAddressTakenError, type PageView } from './page.input';

type PageText = { title: string; body: string };

const viewOf = (page: pages.Page): PageView => ({ ...page, html: renderPageBody(page.body) });

/**
 * The site's own pages (issue 41): a collection the administrator edits in Markdown; the five seeded
 * ones keep their top-level addresses in the SPA, every page is also at /pages/{slug}.
 */
export class PagesService {
  constructor(private readonly pool: Pool) {}

  list(): Promise<Array<{ slug: string; title: string }>> {
    return pages.listPages(this.pool);
  }

  async get(slug: string): Promise<PageView> {
    const page = await pages.findPage(this.pool, slug);
    if (!page) throw new NotFoundError(PAGE_NOT_FOUND);
    return viewOf(page);
  }

  /** A slug the SPA answers at, or another page's, is taken (409). */
  async create(page: PageText & { slug: string }): Promise<PageView> {
    if (RESERVED_SITE_PAGE_SLUGS.includes(page.slug)) throw new PageAddressTakenError();
    const stored = await pages.insertPage(this.pool, page);
    if (!stored) throw new PageAddressTakenError();
    return viewOf(stored);
  }

  async update(slug: string, text: PageText): Promise<PageView> {
    const stored = await pages.updatePage(this.pool, { slug, ...text });
    if (!stored) throw new NotFoundError(PAGE_NOT_FOUND);
    return viewOf(stored);
  }

  async remove(slug: string): Promise<void> {
    if (!(await pages.deletePage(this.pool, slug))) throw new NotFoundError(PAGE_NOT_FOUND);
  }
}
