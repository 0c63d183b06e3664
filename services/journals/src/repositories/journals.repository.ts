import type { PoolClient, Queryable } from '@journal/db';
import type { Journal, JournalChanges } from './journal.types';
import { isJournalSlug, type ChecklistItem } from '@journal/journals';

/**
 * Every column, and the checklist the journal uses: its own, or the publisher's while it has none (issue 44
 * item 3, read now so a publisher edit reaches it at once; the event snapshot carries the same).
 */
const ROW = `*, checklist IS NULL AS checklist_inherited,
  coalesce(checklist, (SELECT p.checklist FROM journals.publisher_settings p), '[]'::jsonb) AS effective_checklist`;

/** Column of each changeable field (the only names that reach SQL). */
const COLUMNS: Record<keyof JournalChanges, string> = {
  name: 'name',
  fullTitle: 'full_title',
  abbreviation: 'abbreviation',
  doiCode: 'doi_code',
  icon: 'icon',
  issnPrint: 'issn_print',
  issnOnline: 'issn_online',
  description: 'description',
  about: 'about',
  aimsAndScope: 'aims_and_scope',
  authorGuidelines: 'author_guidelines',
  doiPrefix: 'doi_prefix',
  defaultLicence: 'default_licence',
  acceptingSubmissions: 'accepting_submissions',
  publicationModel: 'publication_model',
  requiredReviewers: 'required_reviewers',
  contactName: 'contact_name',
  contactEmail: 'contact_email',
  archived: 'archived',
  publicFigures: 'public_figures',
};

interface JournalRow {
  slug: string;
  name: string;
  full_title: string;
  abbreviation: string;
  doi_code: string;
  icon: string;
  issn_print: string | null;
  issn_online: string | null;
  description: string;
  about: string;
  aims_and_scope: string;
  author_guidelines: string;
  doi_prefix: string;
  default_licence: string;
  accepting_submissions: boolean;
  publication_model: 'continuous' | 'issues';
  required_reviewers: number;
  contact_name: string;
  contact_email: string | null;
  archived: boolean;
  public_figures: boolean;
  sample: boolean;
  checklist: ChecklistItem[] | null;
  checklist_inherited: boolean;
  effective_checklist: ChecklistItem[];
  cover_key: string | null;
  cover_content_type: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

function toJournal(row: JournalRow): Journal {
  return {
    slug: row.slug,
    name: row.name,
    fullTitle: row.full_title,
    abbreviation: row.abbreviation,
    doiCode: row.doi_code,
    icon: row.icon,
    issnPrint: row.issn_print,
    issnOnline: row.issn_online,
    description: row.description,
    about: row.about,
    aimsAndScope: row.aims_and_scope,
    authorGuidelines: row.author_guidelines,
    doiPrefix: row.doi_prefix,
    defaultLicence: row.default_licence,
    acceptingSubmissions: row.accepting_submissions,
    publicationModel: row.publication_model,
    requiredReviewers: row.required_reviewers,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    archived: row.archived,
    publicFigures: row.public_figures,
    sample: row.sample,
    checklist: row.effective_checklist,
    checklistInherited: row.checklist_inherited,
    coverKey: row.cover_key,
    coverContentType: row.cover_content_type,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every journal in list order; `archived: false` leaves the archived ones out (the public list). */
export async function listJournals(db: Queryable, filter: { archived?: false } = {}): Promise<Journal[]> {
  const { rows } = await db.query<JournalRow>(
    `SELECT ${ROW} FROM journals.journals${filter.archived === false ? ' WHERE NOT archived' : ''}
      ORDER BY position, slug`,
  );
  return rows.map(toJournal);
}

export async function findJournal(db: Queryable, slug: string, lock = false): Promise<Journal | undefined> {
  if (!isJournalSlug(slug)) return undefined;
  const { rows } = await db.query<JournalRow>(
    `SELECT ${ROW} FROM journals.journals WHERE slug = $1${lock ? ' FOR UPDATE' : ''}`,
    [slug],
  );
  return rows[0] ? toJournal(rows[0]) : undefined;
}

/** Inserts a journal at the end of the list (version 1). */
export async function insertJournal(
  client: PoolClient,
  journal: Omit<
    Journal,
    | 'archived'
    | 'publicFigures'
    | 'sample'
    | 'checklist'
    | 'checklistInherited'
    | 'coverKey'
    | 'coverContentType'
    | 'version'
    | 'createdAt'
    | 'updatedAt'
  >,
): Promise<Journal> {
  const { rows } = await client.query<JournalRow>(
    `INSERT INTO journals.journals
       (slug, name, full_title, abbreviation, doi_code, icon, issn_print, issn_online, description, about,
        aims_and_scope, author_guidelines, doi_prefix, default_licence, accepting_submissions,
        publication_model, required_reviewers, contact_name, contact_email, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
             (SELECT coalesce(max(position), 0) + 1 FROM journals.journals))
     RETURNING ${ROW}`,
    [
      journal.slug,
      journal.name,
      journal.fullTitle,
      journal.abbreviation,
      journal.doiCode,
      journal.icon,
      journal.issnPrint,
      journal.issnOnline,
      journal.description,
      journal.about,
      journal.aimsAndScope,
      journal.authorGuidelines,
      journal.doiPrefix,
      journal.defaultLicence,
      journal.acceptingSubmissions,
      journal.publicationModel,
      journal.requiredReviewers,
      journal.contactName,
      journal.contactEmail,
    ],
  );
  return toJournal(rows[0]!);
}

/** Applies the changed fields and bumps the event version; the caller holds the row's lock. */
export async function updateJournal(
  client: PoolClient,
  slug: string,
  changes: JournalChanges,
): Promise<Journal> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof JournalChanges,
    unknown,
  ][];
  const sets = entries.map(([key], i) => `${COLUMNS[key]} = $${i + 2}`);
  const { rows } = await client.query<JournalRow>(
    `UPDATE journals.journals SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
     WHERE slug = $1 RETURNING ${ROW}`,
    [slug, ...entries.map(([, value]) => value)],
  );
  return toJournal(rows[0]!);
}

/** Bumps the journal's event version for a change kept outside its row (its sections); the caller holds the lock. */
export async function bumpJournalVersion(client: PoolClient, slug: string): Promise<Journal> {
  const { rows } = await client.query<JournalRow>(
    `UPDATE journals.journals SET version = version + 1, updated_at = now() WHERE slug = $1 RETURNING ${ROW}`,
    [slug],
  );
  return toJournal(rows[0]!);
}

/**
 * Replaces the checklist (null: the journal inherits the publisher's again) and bumps the event version;
 * the caller holds the row's lock.
 */
export async function setChecklist(
  client: PoolClient,
  slug: string,
  items: readonly ChecklistItem[] | null,
): Promise<Journal> {
  const { rows } = await client.query<JournalRow>(
    `UPDATE journals.journals SET checklist = $2::jsonb, version = version + 1, updated_at = now()
      WHERE slug = $1 RETURNING ${ROW}`,
    [slug, items === null ? null : JSON.stringify(items)],
  );
  return toJournal(rows[0]!);
}

/** The journal that already uses one of these unique values, if any (names and abbreviations: any case). */
export async function findClash(
  db: Queryable,
  values: { name?: string; abbreviation?: string; doiCode?: string },
  exceptSlug?: string,
): Promise<'name' | 'abbreviation' | 'doiCode' | undefined> {
  const { rows } = await db.query<{ name: boolean; abbreviation: boolean; doi_code: boolean }>(
    `SELECT lower(name) = lower($1) AS name, lower(abbreviation) = lower($2) AS abbreviation,
            doi_code = $3 AS doi_code
       FROM journals.journals
      WHERE slug IS DISTINCT FROM $4
        AND (lower(name) = lower($1) OR lower(abbreviation) = lower($2) OR doi_code = $3)
      LIMIT 1`,
    [values.name ?? null, values.abbreviation ?? null, values.doiCode ?? null, exceptSlug ?? null],
  );
  const row = rows[0];
  if (!row) return undefined;
  return row.name ? 'name' : row.abbreviation ? 'abbreviation' : 'doiCode';
}

export async function setCover(
  client: PoolClient,
  slug: string,
  cover: { key: string; contentType: string },
): Promise<string | null> {
  const { rows } = await client.query<{ old_key: string | null }>(
    `UPDATE journals.journals j SET cover_key = $2, cover_content_type = $3, updated_at = now()
       FROM (SELECT cover_key AS old_key FROM journals.journals WHERE slug = $1 FOR UPDATE) old
      WHERE j.slug = $1 RETURNING old.old_key`,
    [slug, cover.key, cover.contentType],
  );
  return rows[0]?.old_key ?? null;
}

/** Removes the journal's row (its board, roles and invitations go with it: ON DELETE CASCADE). */
export async function deleteJournalRow(client: PoolClient, slug: string): Promise<void> {
  await client.query('DELETE FROM journals.journals WHERE slug = $1', [slug]);
}

/** Marks the rows the first start's seed stored as sample content. */
export async function markSampleJournals(client: PoolClient, slugs: readonly string[]): Promise<void> {
  await client.query('UPDATE journals.journals SET sample = true WHERE slug = ANY($1)', [slugs]);
}

/** Locks the sample journals' rows in list order (as one journal's deletion does); their slugs. */
export async function lockSampleJournals(client: PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ slug: string }>(
    'SELECT slug FROM journals.journals WHERE sample ORDER BY slug FOR UPDATE',
  );
  return rows.map((r) => r.slug);
}

/** The publisher's checklist (issue 44 item 3); `forUpdate` locks its row for a change. */
export async function findPublisherChecklist(db: Queryable, forUpdate = false): Promise<ChecklistItem[]> {
  const { rows } = await db.query<{ checklist: ChecklistItem[] }>(
    `SELECT checklist FROM journals.publisher_settings${forUpdate ? ' FOR UPDATE' : ''}`,
  );
  return rows[0]?.checklist ?? [];
}

/** Replaces the publisher's checklist; returns the journals that inherit it (locked, for their events). */
export async function setPublisherChecklist(
  client: PoolClient,
  items: readonly ChecklistItem[],
): Promise<string[]> {
  await client.query('UPDATE journals.publisher_settings SET checklist = $1::jsonb, updated_at = now()', [
    JSON.stringify(items),
  ]);
  const { rows } = await client.query<{ slug: string }>(
    'SELECT slug FROM journals.journals WHERE checklist IS NULL ORDER BY slug FOR UPDATE',
  );
  return rows.map((r) => r.slug);
}
