import type { Queryable } from '@journal/db';

/** One author of a paper on the platform: position 0 is the submitting author. */
export interface PaperAuthor {
  submissionId: string;
  email: string;
  affiliation: string | null;
}

/**
 * Replaces the paper's authors with those of a newer submission event (an older one changes nothing);
 * the submitting author's affiliation, which the events do not carry, stays null.
 */
export async function replacePaperAuthors(
  db: Queryable,
  submissionId: string,
  version: number,
  authors: { email: string; affiliation: string | null }[],
): Promise<void> {
  const { rows } = await db.query<{ newer: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM review.paper_authors WHERE submission_id = $1 AND source_version > $2)
       AS newer`,
    [submissionId, version],
  );
  if (rows[0]!.newer) return;
  await db.query('DELETE FROM review.paper_authors WHERE submission_id = $1', [submissionId]);
  await db.query(
    `INSERT INTO review.paper_authors (submission_id, position, email, affiliation, source_version)
     SELECT $1, a.position - 1, a.email, a.affiliation, $2
       FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS a(email, affiliation, position)`,
    [submissionId, version, authors.map((a) => a.email), authors.map((a) => a.affiliation)],
  );
}

/** The submitting author's new address (submission.author_updated.v1), unless a newer event came. */
export async function updateSubmittingAuthor(
  db: Queryable,
  submissionId: string,
  version: number,
  email: string,
): Promise<void> {
  await db.query(
    `UPDATE review.paper_authors SET email = $3, source_version = $2
      WHERE submission_id = $1 AND position = 0 AND source_version < $2`,
    [submissionId, version, email],
  );
}

/** Every author entry of the papers that have any of these addresses among their authors. */
export async function authorsOfPapersWith(db: Queryable, emails: string[]): Promise<PaperAuthor[]> {
  const { rows } = await db.query<{ submission_id: string; email: string; affiliation: string | null }>(
    `SELECT submission_id, email, affiliation FROM review.paper_authors
      WHERE submission_id IN (SELECT submission_id FROM review.paper_authors WHERE lower(email) = ANY($1::text[]))`,
    [emails.map((e) => e.toLowerCase())],
  );
  return rows.map((r) => ({ submissionId: r.submission_id, email: r.email, affiliation: r.affiliation }));
}
