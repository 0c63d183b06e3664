import type { Queryable } from '@journal/db';
import type { Journal } from '../domain/journals';

/** Every journal, in list order (the dashboard's filter). */
export async function listJournals(db: Queryable): Promise<Journal[]> {
  const { rows } = await db.query<Journal>(
    'SELECT slug AS id, name, archived FROM admin.journals ORDER BY position, slug',
  );
  return rows;
}
