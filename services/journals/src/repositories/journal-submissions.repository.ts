import type { Queryable } from '@journal/db';

/** Counts a new submission of the journal (one per submission.created.v1, recorded once by event id). */
export async function countSubmission(db: Queryable, journalSlug: string): Promise<void> {
  await db.query(
    `INSERT INTO journals.journal_submissions (journal_slug, submissions) VALUES ($1, 1)
     ON CONFLICT (journal_slug) DO UPDATE SET submissions = journals.journal_submissions.submissions + 1`,
    [journalSlug],
  );
}

/**
 * Whether the journal has, or may have, submissions: any counted, or it existed before the count began
 * (`uncounted_before`, docs/product-decisions.md), which is treated as having some.
 */
export async function hasSubmissions(db: Queryable, journalSlug: string): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>(
    `SELECT submissions > 0 OR uncounted_before AS any
       FROM journals.journal_submissions WHERE journal_slug = $1`,
    [journalSlug],
  );
  return rows[0]?.any ?? false;
}

/** The journals that have (or may have) submissions, among those given. */
export async function journalsWithSubmissions(db: Queryable, slugs: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ journal_slug: string }>(
    `SELECT journal_slug FROM journals.journal_submissions
      WHERE journal_slug = ANY($1) AND (submissions > 0 OR uncounted_before)`,
    [slugs],
  );
  return new Set(rows.map((r) => r.journal_slug));
}

/** Forgets a deleted journal's submission count (in the transaction that deletes its row). */
export async function deleteSubmissionCount(db: Queryable, journalSlug: string): Promise<void> {
  await db.query('DELETE FROM journals.journal_submissions WHERE journal_slug = $1', [journalSlug]);
}
