import type { Queryable } from '@journal/db';
import type { Journal } from '../domain/journals';

/** Every journal, in list order (the dashboard's filter). */
export async function listJournals(db: Queryable): Promise<Journal[]> {
  const { rows } = await db.query<Journal>(
    'SELECT slug AS id, name FROM admin.journals ORDER BY position, slug',
  );
  return rows;
}

/**
 * Stores the journal as its event says when the event is newer than the row (a new journal goes last in
 * the list). Older and repeated versions change nothing.
 */
export async function upsertJournalIfNewer(
  db: Queryable,
  journal: { slug: string; name: string },
  version: number,
): Promise<void> {
  await db.query(
    `INSERT INTO admin.journals AS t (slug, name, position, version)
     VALUES ($1, $2, (SELECT coalesce(max(position), 0) + 1 FROM admin.journals), $3)
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, version = EXCLUDED.version
     WHERE t.version < EXCLUDED.version`,
    [journal.slug, journal.name, version],
  );
}
