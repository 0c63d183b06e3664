import type { Queryable } from '@journal/db';

export interface JournalPage {
  slug: string;
  title: string;
  body: string;
}

/** A journal's pages in the order they were added (the order of its tabs). */
export async function listJournalPages(
  db: Queryable,
  journal: string,
): Promise<Array<Pick<JournalPage, 'slug' | 'title'>>> {
  const { rows } = await db.query<JournalPage>(
    'SELECT slug, title FROM journals.journal_pages WHERE journal_slug = $1 ORDER BY created_at, slug',
    [journal],
  );
  return rows;
}

export async function findJournalPage(
  db: Queryable,
  journal: string,
  slug: string,
): Promise<JournalPage | undefined> {
  const { rows } = await db.query<JournalPage>(
    'SELECT slug, title, body FROM journals.journal_pages WHERE journal_slug = $1 AND slug = $2',
    [journal, slug],
  );
  return rows[0];
}

/** A new page; undefined when the journal already has one at that slug. */
export async function insertJournalPage(
  db: Queryable,
  journal: string,
  page: JournalPage,
): Promise<JournalPage | undefined> {
  const { rows } = await db.query<JournalPage>(
    `INSERT INTO journals.journal_pages (journal_slug, slug, title, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (journal_slug, slug) DO NOTHING RETURNING slug, title, body`,
    [journal, page.slug, page.title, page.body],
  );
  return rows[0];
}

export async function updateJournalPage(
  db: Queryable,
  journal: string,
  page: JournalPage,
): Promise<JournalPage | undefined> {
  const { rows } = await db.query<JournalPage>(
    `UPDATE journals.journal_pages SET title = $3, body = $4, updated_at = now()
      WHERE journal_slug = $1 AND slug = $2 RETURNING slug, title, body`,
    [journal, page.slug, page.title, page.body],
  );
  return rows[0];
}

export async function deleteJournalPage(db: Queryable, journal: string, slug: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM journals.journal_pages WHERE journal_slug = $1 AND slug = $2',
    [journal, slug],
  );
  return (rowCount ?? 0) > 0;
}
