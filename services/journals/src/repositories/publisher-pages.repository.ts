import type { Queryable } from '@journal/db';
import type { JournalPage } from './journal-pages.repository';

/** The publisher's pages (issue 44 item 3), in address order: inherited by every journal without its own. */
export async function listPublisherPages(db: Queryable): Promise<JournalPage[]> {
  const { rows } = await db.query<JournalPage>(
    'SELECT slug, title, body FROM journals.publisher_pages ORDER BY slug',
  );
  return rows;
}

export async function findPublisherPage(db: Queryable, slug: string): Promise<JournalPage | undefined> {
  const { rows } = await db.query<JournalPage>(
    'SELECT slug, title, body FROM journals.publisher_pages WHERE slug = $1',
    [slug],
  );
  return rows[0];
}

/** Creates or replaces the publisher's page at that address. */
export async function savePublisherPage(
  db: Queryable,
  page: JournalPage,
  updatedBy: string,
): Promise<JournalPage> {
  const { rows } = await db.query<JournalPage>(
    `INSERT INTO journals.publisher_pages (slug, title, body, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body,
       updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING slug, title, body`,
    [page.slug, page.title, page.body, updatedBy],
  );
  return rows[0]!;
}

export async function deletePublisherPage(db: Queryable, slug: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM journals.publisher_pages WHERE slug = $1', [slug]);
  return (rowCount ?? 0) > 0;
}
