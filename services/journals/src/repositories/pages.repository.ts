import type { Queryable } from '@journal/db';

export interface Page {
  slug: string;
  title: string;
  body: string;
}

export async function findPage(db: Queryable, slug: string): Promise<Page | undefined> {
  const { rows } = await db.query<Page>('SELECT slug, title, body FROM journals.pages WHERE slug = $1', [
    slug,
  ]);
  return rows[0];
}

export async function upsertPage(db: Queryable, page: Page): Promise<Page> {
  const { rows } = await db.query<Page>(
    `INSERT INTO journals.pages (slug, title, body) VALUES ($1, $2, $3)
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, updated_at = now()
     RETURNING slug, title, body`,
    [page.slug, page.title, page.body],
  );
  return rows[0]!;
}
