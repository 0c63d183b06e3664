import type { Queryable } from '@journal/db';

/**
 * A journal as the submission service knows it: its read model of the journals service's events
 * (submission.journals, ADR 0032). `id` is the journal's slug.
 */
export interface Journal {
  id: string;
  name: string;
  icon: string;
  acceptingSubmissions: boolean;
  /** Archived by the administrator: its papers stay, new ones are refused. */
  archived?: boolean;
}

interface JournalRow {
  slug: string;
  name: string;
  icon: string;
  accepting_submissions: boolean;
  archived: boolean;
}

const toJournal = (row: JournalRow): Journal => ({
  id: row.slug,
  name: row.name,
  icon: row.icon,
  acceptingSubmissions: row.accepting_submissions,
  archived: row.archived,
});

/** Every journal the service knows, in list order. */
export async function listJournals(db: Queryable): Promise<Journal[]> {
  const { rows } = await db.query<JournalRow>(
    'SELECT slug, name, icon, accepting_submissions, archived FROM submission.journals ORDER BY position, slug',
  );
  return rows.map(toJournal);
}
