import type { Queryable } from '@journal/db';

/** A journal as the dashboard knows it (admin.journals, fed by the journals service's events). */
export interface Journal {
  id: string;
  name: string;
  /** Archived: its submissions keep its name, but it leaves the filters and the analytics columns. */
  archived?: boolean;
}

/** Every journal, in list order (the dashboard's filter). */
export async function listJournals(db: Queryable): Promise<Journal[]> {
  const { rows } = await db.query<Journal>(
    'SELECT slug AS id, name, archived FROM admin.journals ORDER BY position, slug',
  );
  return rows;
}

/** A live journal whose manager switched its public figures page on (issue 44 item 5); else undefined. */
export async function publicFiguresJournal(
  db: Queryable,
  slug: string,
): Promise<{ name: string } | undefined> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM admin.journals WHERE slug = $1 AND public_figures AND NOT archived',
    [slug],
  );
  return rows[0];
}
