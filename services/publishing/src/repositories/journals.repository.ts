import type { Queryable } from '@journal/db';
import {
  isJournalSlug,
  upsertJournalIfNewer as upsertReadModel,
  type JournalSection,
} from '@journal/journals';
import type { Journal } from './journal.types';

const COLUMNS = `slug, name, full_title AS "fullTitle", abbreviation, doi_code AS "doiCode",
  doi_prefix AS "doiPrefix", issn_print AS "issnPrint", issn_online AS "issnOnline",
  publication_model AS "publicationModel"`;

/** Every journal, in list order (OAI-PMH sets, the sitemap). */
export async function listJournals(db: Queryable): Promise<Journal[]> {
  const { rows } = await db.query<Journal>(
    `SELECT ${COLUMNS} FROM publishing.journals ORDER BY position, slug`,
  );
  return rows;
}

/** What can be a journal's name in a query: no control characters (Postgres refuses NUL), bounded. */
const NAME = /^[^\p{Cc}]{1,300}$/u;

/** The journal by its slug (exact); undefined for a string that cannot be a slug. */
export async function findJournal(db: Queryable, slug: string): Promise<Journal | undefined> {
  if (!isJournalSlug(slug)) return undefined;
  const { rows } = await db.query<Journal>(`SELECT ${COLUMNS} FROM publishing.journals WHERE slug = $1`, [
    slug,
  ]);
  return rows[0];
}

/** The journal by slug or name, any case (the search API's `journal` parameter). */
export async function findJournalByKey(db: Queryable, key: string): Promise<Journal | undefined> {
  const wanted = key.trim().toLowerCase();
  if (!NAME.test(wanted)) return undefined;
  const { rows } = await db.query<Journal>(
    `SELECT ${COLUMNS} FROM publishing.journals WHERE slug = $1 OR lower(name) = $1
      ORDER BY slug = $1 DESC, position LIMIT 1`,
    [wanted],
  );
  return rows[0];
}

/** The journal's DOI code, prefix and publication model as they are now (a DOI is being minted). */
export async function doiSettingsOf(
  db: Queryable,
  slug: string,
): Promise<Pick<Journal, 'doiCode' | 'doiPrefix' | 'publicationModel'> | undefined> {
  const { rows } = await db.query<Pick<Journal, 'doiCode' | 'doiPrefix' | 'publicationModel'>>(
    `SELECT doi_code AS "doiCode", doi_prefix AS "doiPrefix", publication_model AS "publicationModel"
       FROM publishing.journals WHERE slug = $1`,
    [slug],
  );
  return rows[0];
}

/**
 * What articles show of a journal, as SQL over its row: its names and ISSNs, and each section's id, title
 * and article type (their order only changes tables of contents, which are not cached by version).
 */
const SHOWN_IN_ARTICLES = `row(name, full_title, abbreviation, issn_print, issn_online,
  (SELECT jsonb_agg(jsonb_build_array(sec->>'id', sec->>'title', sec->>'articleType') ORDER BY sec->>'id')
     FROM jsonb_array_elements(sections) sec))::text`;

/**
 * Stores the journal as its event says when the event is newer than the row (a new journal goes last in
 * the list). `sections` is written only when the event carries them: an event from before sections keeps
 * the stored ones, and a journal first heard of from one gets its default section. Returns whether it was
 * applied and whether anything articles show of it changed.
 */
export async function upsertJournalIfNewer(
  db: Queryable,
  j: Journal & { doiPrefix: string; sections?: JournalSection[] },
  version: number,
): Promise<{ applied: boolean; titlesChanged: boolean }> {
  const before = await db.query<{ titles: string; version: number }>(
    `SELECT ${SHOWN_IN_ARTICLES} AS titles, version FROM publishing.journals WHERE slug = $1 FOR UPDATE`,
    [j.slug],
  );
  const applied = await upsertReadModel<{ slug: string }>(
    db,
    'publishing',
    {
      slug: j.slug,
      name: j.name,
      full_title: j.fullTitle,
      abbreviation: j.abbreviation,
      doi_code: j.doiCode,
      doi_prefix: j.doiPrefix,
      issn_print: j.issnPrint,
      issn_online: j.issnOnline,
      publication_model: j.publicationModel,
      ...(j.sections ? { sections: JSON.stringify(j.sections) } : {}),
    },
    version,
  );
  if (!applied) return { applied: false, titlesChanged: false };
  const after = await db.query<{ titles: string }>(
    `UPDATE publishing.journals SET sections = coalesce(sections, publishing.default_sections(slug))
      WHERE slug = $1 RETURNING ${SHOWN_IN_ARTICLES} AS titles`,
    [j.slug],
  );
  const old = before.rows[0];
  return { applied: true, titlesChanged: old !== undefined && old.titles !== after.rows[0]!.titles };
}

/**
 * A journal's name, titles or sections changed: its articles show the new ones, and their modified_at moves, so
 * page caches, ETags, sitemap lastmod and OAI-PMH datestamps (harvesters fetch dc:source again) follow.
 */
export async function touchArticlesOfJournal(db: Queryable, slug: string, name: string): Promise<void> {
  await db.query(
    `UPDATE publishing.articles
        SET journal_name = $2, modified_at = greatest(now(), modified_at + interval '1 microsecond')
      WHERE journal_id = $1`,
    [slug, name],
  );
}
