import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { RESERVED_JOURNAL_PAGE_SLUGS } from '@journal/journals';
import * as journalPages from '../repositories/journal-pages.repository';
import { findJournal } from '../repositories/journals.repository';
import * as publisherPages from '../repositories/publisher-pages.repository';
import { JOURNAL_NOT_FOUND } from './board.service';
import { renderPageBody } from './markdown';
import { PAGE_NOT_FOUND, PageAddressTakenError, type PageView } from './page.input';

type PageText = { title: string; body: string };

const viewOf = (page: journalPages.JournalPage): PageView => ({ ...page, html: renderPageBody(page.body) });

/**
 * A journal's page (issue 44 item 3): `inherited: true` when it is the publisher's; a journal's own page at
 * the address of a publisher's one (an override) is `inherited: false` and carries the publisher's text. A
 * page of the journal's alone stays as issue 41 had it (neither).
 */
export type JournalPageView = PageView & { inherited?: boolean; publisher?: PageText };

const journalViewOf = (
  page: journalPages.JournalPage,
  inherited: boolean,
  publisher: journalPages.JournalPage | undefined,
): JournalPageView => ({
  ...viewOf(page),
  ...(inherited ? { inherited: true } : {}),
  ...(publisher && !inherited
    ? { inherited: false, publisher: { title: publisher.title, body: publisher.body } }
    : {}),
});

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

  /**
   * The journal's own pages, then the publisher's it has not overridden (read now: no copies), those
   * marked `inherited: true`; an own page at a publisher page's address (an override) is marked
   * `inherited: false`, so a manager's list tells overrides apart; a page of the journal's alone has no mark.
   */
  async list(journal: string): Promise<Array<{ slug: string; title: string; inherited?: boolean }>> {
    await this.journal(journal);
    const own = await journalPages.listJournalPages(this.pool, journal);
    const publisher = await publisherPages.listPublisherPages(this.pool);
    const publisherSlugs = new Set(publisher.map((p) => p.slug));
    const taken = new Set(own.map((p) => p.slug));
    const inherited = publisher.filter((p) => !taken.has(p.slug));
    return [
      ...own.map((page) => (publisherSlugs.has(page.slug) ? { ...page, inherited: false } : page)),
      ...inherited.map(({ slug, title }) => ({ slug, title, inherited: true })),
    ];
  }

  /** The journal's own page at that address, else the publisher's. */
  async get(journal: string, slug: string): Promise<JournalPageView> {
    await this.journal(journal);
    const own = await journalPages.findJournalPage(this.pool, journal, slug);
    const publisher = await publisherPages.findPublisherPage(this.pool, slug);
    if (!own && !publisher) throw new NotFoundError(PAGE_NOT_FOUND);
    return journalViewOf(own ?? publisher!, !own, publisher);
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

  /** Saves the journal's page; at the address of a publisher's page it inherits, the journal's override. */
  async update(journal: string, slug: string, text: PageText): Promise<JournalPageView> {
    await this.journal(journal);
    const publisher = await publisherPages.findPublisherPage(this.pool, slug);
    const page = { slug, ...text };
    const stored =
      (await journalPages.updateJournalPage(this.pool, journal, page)) ??
      (publisher ? await journalPages.insertJournalPage(this.pool, journal, page) : undefined);
    if (!stored) throw new NotFoundError(PAGE_NOT_FOUND);
    return journalViewOf(stored, false, publisher);
  }

  /** Deletes the journal's page (an override: the publisher's shows again). */
  async remove(journal: string, slug: string): Promise<void> {
    await this.journal(journal);
    if (!(await journalPages.deleteJournalPage(this.pool, journal, slug)))
      throw new NotFoundError(PAGE_NOT_FOUND);
  }

  /** The publisher's pages (issue 44 item 3): the administrator's. */
  async publisherList(): Promise<PageView[]> {
    return (await publisherPages.listPublisherPages(this.pool)).map(viewOf);
  }

  async publisherGet(slug: string): Promise<PageView> {
    const page = await publisherPages.findPublisherPage(this.pool, slug);
    if (!page) throw new NotFoundError(PAGE_NOT_FOUND);
    return viewOf(page);
  }

  /** A landing page's own section's address is refused (409), as for a journal's page. */
  async publisherSave(slug: string, text: PageText, updatedBy: string): Promise<PageView> {
    if (RESERVED_JOURNAL_PAGE_SLUGS.includes(slug)) throw new PageAddressTakenError();
    return viewOf(await publisherPages.savePublisherPage(this.pool, { slug, ...text }, updatedBy));
  }

  async publisherRemove(slug: string): Promise<void> {
    if (!(await publisherPages.deletePublisherPage(this.pool, slug))) throw new NotFoundError(PAGE_NOT_FOUND);
  }
}
