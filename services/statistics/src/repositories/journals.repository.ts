import type { Queryable } from '@journal/db';
import { deleteJournalIfNewer, isJournalSlug, upsertJournalIfNewer } from '@journal/journals';
import { SCHEMA } from './schema';

export interface JournalTitles {
  slug: string;
  name: string;
  fullTitle: string;
  issnPrint: string | null;
  issnOnline: string | null;
}

/** The journal by its slug (exact); undefined for a string that cannot be a slug. */
export async function findJournal(db: Queryable, slug: string): Promise<JournalTitles | undefined> {
  if (!isJournalSlug(slug)) return undefined;
  const { rows } = await db.query<JournalTitles>(
    `SELECT slug, name, full_title AS "fullTitle", issn_print AS "issnPrint", issn_online AS "issnOnline"
       FROM statistics.journals WHERE slug = $1`,
    [slug],
  );
  return rows[0];
}

/** Stores the journal as its event says when the event is newer than the row (ADR 0032). */
export async function saveJournalIfNewer(db: Queryable, j: JournalTitles, version: number): Promise<void> {
  await upsertJournalIfNewer(
    db,
    SCHEMA,
    {
      slug: j.slug,
      name: j.name,
      full_title: j.fullTitle,
      issn_print: j.issnPrint,
      issn_online: j.issnOnline,
    },
    version,
  );
}

/** A deleted journal's row goes unless it holds a newer version. */
export async function removeJournalIfNewer(db: Queryable, slug: string, version: number): Promise<void> {
  await deleteJournalIfNewer(db, SCHEMA, slug, version);
}
