import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { RESERVED_JOURNAL_PAGE_SLUGS } from '@journal/journals';
import * as journalPages from '../repositories/journal-pages.repository';
import { findJournal } from '../repositories/journals.repository';
import { JOURNAL_NOT_FOUND } from './board.service';
import { renderPageBody } from './markdown';
import { PAGE_NOT_FOUND, PageAddressTakenError, type PageView } from './page.input';

type PageText = { title: string; body: string };

const viewOf = (page: journalPages.JournalPage): PageView => ({ ...page, html: renderPageBody(page.body) });

/** The journal was deleted between the check and the write (its pages' foreign key). */
const isJournalGone = (error: unknown) => (error as { code?: string }).code === '23503';

/**
 * A journal's own pages (issue 41), tabs of its landing page: anyone reads them, its managers and the
 * administrator write them (routes check who). An archived journal keeps and serves its pages.
 */
export class JournalPagesService {
  constructor(private readonly pool: Pool) {}

  private async journal(slug: string): Promise<void> {
    if (!(await findJournal(this.pool, slug))) throw new NotFoundError(JOURNAL_NOT_FOUND);
  }

  async list(journal: string): Promise<Array<{ slug: string; title: string }>> {
    await this.journal(journal);
    return journalPages.listJournalPages(this.pool, journal);
  }

  async get(journal: string, slug: string): Promise<PageView> {
    await this.journal(journal);
    const page = await journalPages.findJournalPage(this.pool, journal, slug);
    if (!page) throw new NotFoundError(PAGE_NOT_FOUND);
    return viewOf(page);
  }

  /** A slug of the landing page's own sections, or of another page of this journal, is taken (409). */
  async create(journal: string, page: PageText & { slug: string }): Promise<PageView> {
    await this.journal(journal);
    if (RESERVED_JOURNAL_PAGE_SLUGS.includes(page.slug)) throw new PageAddressTakenError();
    const stored = await journalPages.insertJournalPage(this.pool, journal, page).catch((error: unknown) => {
      throw isJournalGone(error) ? new NotFoundError(JOURNAL_NOT_FOUND) : error;
    });
    if (!stored) throw new PageAddressTakenError();
    return viewOf(stored);
  }

  async update(journal: string, slug: string, text: PageText): Promise<PageView> {
    await this.journal(journal);
    const stored = await journalPages.updateJournalPage(this.pool, journal, { slug, ...text });
    if (!stored) throw new NotFoundError(PAGE_NOT_FOUND);
    return viewOf(stored);
  }

  async remove(journal: string, slug: string): Promise<void> {
    await this.journal(journal);
    if (!(await journalPages.deleteJournalPage(this.pool, journal, slug)))
      throw new NotFoundError(PAGE_NOT_FOUND);
  }
}
