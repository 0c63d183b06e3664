import { randomUUID } from 'node:crypto';
import type { Queryable } from '@journal/db';
import type { Issue } from './issue.types';
import { UUID } from './ids';

/** A new issue's fields (domain/issue.input.ts checks them); a change sends some of them. */
export type NewIssue = Pick<Issue, 'volume' | 'number' | 'year' | 'title' | 'description' | 'plannedDate'>;
export type IssueChange = Partial<NewIssue>;

const COLUMNS = `i.id, i.journal_id AS "journalId", i.volume, i.number, i.year, i.title, i.description,
  to_char(i.planned_date, 'YYYY-MM-DD') AS "plannedDate", i.published_at AS "publishedAt",
  i.cover_updated_at AS "coverUpdatedAt"`;

/** Postgres' unique_violation: that volume and number exist in the journal. */
export const isDuplicateIssue = (err: unknown) => (err as { code?: string }).code === '23505';

export async function insertIssue(db: Queryable, journalId: string, issue: NewIssue): Promise<Issue> {
  const { rows } = await db.query<Issue>(
    `INSERT INTO publishing.issues AS i (id, journal_id, volume, number, year, title, description, planned_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      journalId,
      issue.volume,
      issue.number,
      issue.year,
      issue.title,
      issue.description,
      issue.plannedDate,
    ],
  );
  return rows[0]!;
}

/** The journal's issue by id; undefined for another journal's or a malformed id. */
export async function findIssue(db: Queryable, journalId: string, id: string): Promise<Issue | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<Issue>(
    `SELECT ${COLUMNS} FROM publishing.issues i WHERE i.id = $1 AND i.journal_id = $2`,
    [id, journalId],
  );
  return rows[0];
}

/** Applies the fields of `change` that were sent. */
export async function updateIssue(db: Queryable, id: string, change: IssueChange): Promise<Issue> {
  const { rows } = await db.query<Issue>(
    `UPDATE publishing.issues i SET volume = coalesce($2, volume), number = coalesce($3, number),
        year = coalesce($4, year),
        title = CASE WHEN $5 THEN $6 ELSE title END,
        description = CASE WHEN $7 THEN $8 ELSE description END,
        planned_date = CASE WHEN $9 THEN $10::date ELSE planned_date END
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      change.volume ?? null,
      change.number ?? null,
      change.year ?? null,
      change.title !== undefined,
      change.title ?? null,
      change.description !== undefined,
      change.description ?? null,
      change.plannedDate !== undefined,
      change.plannedDate ?? null,
    ],
  );
  return rows[0]!;
}

/** Removes an issue in preparation; its placements go with it (ON DELETE CASCADE). */
export async function deleteIssue(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM publishing.issues WHERE id = $1 AND published_at IS NULL', [id]);
}

/** Every issue of the journal (editors: in preparation too), newest volume and number first. */
export async function listIssues(
  db: Queryable,
  journalId: string,
): Promise<(Issue & { paperCount: number })[]> {
  const { rows } = await db.query<Issue & { paperCount: number }>(
    `SELECT ${COLUMNS}, (SELECT count(*)::int FROM publishing.placements p WHERE p.issue_id = i.id) AS "paperCount"
       FROM publishing.issues i WHERE i.journal_id = $1 ORDER BY i.volume DESC, i.number DESC`,
    [journalId],
  );
  return rows;
}

/** Published issues with their live article counts, newest publication first (the public list). */
export async function listPublishedIssues(
  db: Queryable,
  journalId: string,
): Promise<(Issue & { articleCount: number })[]> {
  const { rows } = await db.query<Issue & { articleCount: number }>(
    // The count is kept with every placement and article change (migration 013), never counted here.
    `SELECT ${COLUMNS}, i.live_article_count AS "articleCount" FROM publishing.issues i
      WHERE i.journal_id = $1 AND i.published_at IS NOT NULL
      ORDER BY i.published_at DESC, i.volume DESC, i.number DESC`,
    [journalId],
  );
  return rows;
}

/** A volume or number as a path gives it: a positive whole number as typed, else no issue. */
const WHOLE = /^[1-9][0-9]{0,6}$/;

/** A published issue by the volume and number of its path (the public table of contents). */
export async function findPublishedIssue(
  db: Queryable,
  journalId: string,
  volume: string,
  number: string,
): Promise<Issue | undefined> {
  if (!WHOLE.test(volume) || !WHOLE.test(number)) return undefined;
  const { rows } = await db.query<Issue>(
    `SELECT ${COLUMNS} FROM publishing.issues i
      WHERE i.journal_id = $1 AND i.volume = $2 AND i.number = $3 AND i.published_at IS NOT NULL`,
    [journalId, Number(volume), Number(number)],
  );
  return rows[0];
}

/** Marks the issue published (once): what the public list and table of contents show from then on. */
export async function markIssuePublished(db: Queryable, id: string, at: Date): Promise<Issue> {
  const { rows } = await db.query<Issue>(
    `UPDATE publishing.issues i SET published_at = coalesce(published_at, $2) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, at],
  );
  return rows[0]!;
}

/** Takes the issue back out of print (an unpublish); null when it was not published. */
export async function markIssueUnpublished(db: Queryable, id: string): Promise<Issue | undefined> {
  const { rows } = await db.query<Issue>(
    `UPDATE publishing.issues i SET published_at = NULL WHERE id = $1 AND published_at IS NOT NULL
      RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0];
}

/** The issue row locked for the caller's transaction (publishing and unpublishing take turns on it). */
export async function lockIssue(db: Queryable, id: string): Promise<Issue | undefined> {
  const { rows } = await db.query<Issue>(
    `SELECT ${COLUMNS} FROM publishing.issues i WHERE i.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}
