import type { Queryable } from '@journal/db';

export interface Page {
  slug: string;
  title: string;
  body: string;
}

/** Every site page by title (the public list). */
export async function listPages(db: Queryable): Promise<Array<Pick<Page, 'slug' | 'title'>>> {
  const { rows } = await db.query<Page>('SELECT slug, title FROM journals.pages ORDER BY lower(title), slug');
  return rows;
}

export async function findPage(db: Queryable, slug: string): Promise<Page | undefined> {
  const { rows } = await db.query<Page>('SELECT slug, title, body FROM journals.pages WHERE slug = $1', [
    slug,
  ]);
  return rows[0];
}

/** The seed's write: the page as given, whether or not it existed. */
export async function upsertPage(db: Queryable, page: Page): Promise<Page> {
  const { rows } = await db.query<Page>(
    `INSERT INTO journals.pages (slug, title, body) VALUES ($1, $2, $3)
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, updated_at = now()
     RETURNING slug, title, body`,
    [page.slug, page.title, page.body],
  );
  return rows[0]!;
}

/** A new page; undefined when the slug is already a page's. */
export async function insertPage(db: Queryable, page: Page): Promise<Page | undefined> {
  const { rows } = await db.query<Page>(
    `INSERT INTO journals.pages (slug, title, body) VALUES ($1, $2, $3)
     ON CONFLICT (slug) DO NOTHING RETURNING slug, title, body`,
    [page.slug, page.title, page.body],
  );
  return rows[0];
}

/** Undefined when there is no such page. */
export async function updatePage(db: Queryable, page: Page): Promise<Page | undefined> {
  const { rows } = await db.query<Page>(
    `UPDATE journals.pages SET title = $2, body = $3, updated_at = now() WHERE slug = $1
     RETURNING slug, title, body`,
    [page.slug, page.title, page.body],
  );
  return rows[0];
}

/** False when there was no such page. */
export async function deletePage(db: Queryable, slug: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM journals.pages WHERE slug = $1', [slug]);
  return (rowCount ?? 0) > 0;
}
