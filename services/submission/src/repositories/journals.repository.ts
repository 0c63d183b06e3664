import type { Queryable } from '@journal/db';
import type { Journal } from '../domain/journals';

interface JournalRow {
  slug: string;
  name: string;
  icon: string;
  accepting_submissions: boolean;
}

const toJournal = (row: JournalRow): Journal => ({
  id: row.slug,
  name: row.name,
  icon: row.icon,
  acceptingSubmissions: row.accepting_submissions,
});

/** Every journal the service knows, in list order. */
export async function listJournals(db: Queryable): Promise<Journal[]> {
  const { rows } = await db.query<JournalRow>(
    'SELECT slug, name, icon, accepting_submissions FROM submission.journals ORDER BY position, slug',
  );
  return rows.map(toJournal);
}

export interface JournalChange {
  slug: string;
  name: string;
  icon: string;
  acceptingSubmissions: boolean;
  version: number;
}

/**
 * Stores the journal as its event says when the event is newer than the row (a new journal goes last in
 * the list); returns whether it was applied. Older and repeated versions change nothing.
 */
export async function upsertJournalIfNewer(db: Queryable, j: JournalChange): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO submission.journals AS t (slug, name, icon, accepting_submissions, position, version)
     VALUES ($1, $2, $3, $4, (SELECT coalesce(max(position), 0) + 1 FROM submission.journals), $5)
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, icon = EXCLUDED.icon,
       accepting_submissions = EXCLUDED.accepting_submissions, version = EXCLUDED.version
     WHERE t.version < EXCLUDED.version`,
    [j.slug, j.name, j.icon, j.acceptingSubmissions, j.version],
  );
  return (rowCount ?? 0) > 0;
}
