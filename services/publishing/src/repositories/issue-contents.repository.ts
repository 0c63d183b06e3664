import type { Queryable } from '@journal/db';
import { SECTION_ORDER_SQL, sectionOfPaperSql, type PaperSection } from './sections.sql';

/**
 * A paper as the editors' Issues page lists it: in an issue (with its place and pages) or waiting for
 * one, with what its publication needs (the DOI once an article exists, the licence and the PDF galley,
 * prepared on the submission before publication and on the article after it).
 */
export interface IssuePaper {
  id: string;
  title: string;
  authorName: string;
  status: string;
  position: number | null;
  firstPage: number | null;
  lastPage: number | null;
  doi: string | null;
  licence: string | null;
  hasGalley: boolean;
  /** Its article is a tombstone because its issue was unpublished (it comes back with the issue). */
  heldByUnpublishing: boolean;
  /** The journal section it is filed under now (the submission's, issue 42); null for an unknown journal. */
  section: PaperSection | null;
}

const PAPER_COLUMNS = `s.id, s.paper_title AS title, s.given_names || ' ' || s.family_name AS "authorName", s.status,
  a.doi, coalesce(a.licence, s.prepared_licence) AS licence,
  coalesce(a.galley_key, s.prepared_galley_key) IS NOT NULL AS "hasGalley",
  coalesce(a.withdrawal_kind = 'unpublished' AND a.withdrawn_at IS NOT NULL, false) AS "heldByUnpublishing",
  ${sectionOfPaperSql('s.journal_id', 's.section_id')} AS section`;

/**
 * The issue's papers in table-of-contents order, published or not: by section in the sections' order
 * (issue 42), then by `position` within each.
 */
export async function papersInIssue(db: Queryable, issueId: string): Promise<IssuePaper[]> {
  const { rows } = await db.query<IssuePaper>(
    `SELECT * FROM (
       SELECT ${PAPER_COLUMNS}, p.position, p.first_page AS "firstPage", p.last_page AS "lastPage"
         FROM publishing.placements p
         JOIN publishing.submissions s ON s.id = p.submission_id
         LEFT JOIN publishing.articles a ON a.id = s.id
        WHERE p.issue_id = $1) paper
      ORDER BY ${SECTION_ORDER_SQL('paper.section')}, paper.position, paper.id`,
    [issueId],
  );
  return rows;
}

/** The journal's accepted papers in no issue, oldest acceptance first (the order they wait in). */
export async function papersWaitingForIssue(db: Queryable, journalId: string): Promise<IssuePaper[]> {
  const { rows } = await db.query<IssuePaper>(
    `SELECT ${PAPER_COLUMNS}, NULL::int AS position, NULL::int AS "firstPage", NULL::int AS "lastPage"
       FROM publishing.submissions s LEFT JOIN publishing.articles a ON a.id = s.id
      WHERE s.journal_id = $1 AND s.status = 'accepted'
        AND NOT EXISTS (SELECT 1 FROM publishing.placements p WHERE p.submission_id = s.id)
      ORDER BY s.accepted_at NULLS LAST, s.changed_at, s.id`,
    [journalId],
  );
  return rows;
}

/** Numbers the issue's papers 1, 2, 3... in the order given (every one of them, checked by the caller). */
export async function renumberIssue(db: Queryable, issueId: string, ids: readonly string[]): Promise<void> {
  await db.query(
    `UPDATE publishing.placements p SET position = o.position
       FROM unnest($2::uuid[]) WITH ORDINALITY AS o(submission_id, position)
      WHERE p.issue_id = $1 AND p.submission_id = o.submission_id`,
    [issueId, ids],
  );
}

/** The next free position at the end of the issue. */
export async function nextPosition(db: Queryable, issueId: string): Promise<number> {
  const { rows } = await db.query<{ next: number }>(
    'SELECT coalesce(max(position), 0)::int + 1 AS next FROM publishing.placements WHERE issue_id = $1',
    [issueId],
  );
  return rows[0]!.next;
}

/** Unpublishing: the issue's live articles become tombstones of kind 'unpublished'; their ids. */
export async function holdArticlesOfIssue(db: Queryable, issueId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE publishing.articles a
        SET withdrawn_at = now(), modified_at = now(), withdrawal_kind = 'unpublished', withdrawal_reason = NULL
       FROM publishing.placements p
      WHERE p.issue_id = $1 AND p.submission_id = a.id AND a.withdrawn_at IS NULL
      RETURNING a.id::text AS id`,
    [issueId],
  );
  return rows.map((r) => r.id);
}

/** Republishing: the articles its unpublishing held come back (same DOI, URL and publication date). */
export async function releaseArticlesOfIssue(db: Queryable, issueId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE publishing.articles a
        SET withdrawn_at = NULL, modified_at = now(), withdrawal_kind = NULL, withdrawal_reason = NULL
       FROM publishing.placements p
      WHERE p.issue_id = $1 AND p.submission_id = a.id AND a.withdrawal_kind = 'unpublished'
        AND a.withdrawn_at IS NOT NULL
      RETURNING a.id::text AS id`,
    [issueId],
  );
  return rows.map((r) => r.id);
}
