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
