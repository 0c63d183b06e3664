import type { Queryable } from '@journal/db';

/**
 * The tail of every write below (issue 45): bumps the generation of each journal in `changed (journal_id)`,
 * the rows the write's CTE actually changed, in the same statement, so a figure cached under the old
 * generation is never served after the change commits, and a redelivered event that changes nothing
 * keeps the cache.
 */
const BUMP_CHANGED = `
  INSERT INTO admin.analytics_generations AS g (journal_id, generation)
  SELECT DISTINCT journal_id, 1 FROM changed WHERE journal_id IS NOT NULL
  ON CONFLICT (journal_id) DO UPDATE SET generation = g.generation + 1`;

/** The journal of each changed row of a decision or an invitation (none while the paper is unknown). */
const JOURNAL_OF_TOUCHED = `changed AS (
  SELECT s.journal_id FROM touched t JOIN admin.analytics_submissions s USING (submission_id))`;

export async function recordSubmission(
  db: Queryable,
  p: {
    submissionId: string;
    journalId: string;
    submittedAt: string;
    /** Issue 44 item 1: the sister journal the paper was transferred from. */
    transferredFrom?: { journalId: string };
  },
): Promise<void> {
  // A transfer changes the old journal's figures too (its transferredOut).
  await db.query(
    `WITH added AS (
       INSERT INTO admin.analytics_submissions (submission_id, journal_id, submitted_at, transferred_from_journal)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (submission_id) DO NOTHING
       RETURNING journal_id, transferred_from_journal),
     changed AS (SELECT journal_id FROM added UNION SELECT transferred_from_journal FROM added)
     ${BUMP_CHANGED}`,
    [p.submissionId, p.journalId, p.submittedAt, p.transferredFrom?.journalId ?? null],
  );
}

/** The first publication counts (a withdrawn and republished article is one published article). */
export async function recordPublication(db: Queryable, submissionId: string, at: string): Promise<void> {
  await db.query(
    `WITH changed AS (
       UPDATE admin.analytics_submissions SET published_at = $2
        WHERE submission_id = $1 AND (published_at IS NULL OR published_at > $2)
        RETURNING journal_id)
     ${BUMP_CHANGED}`,
    [submissionId, at],
  );
}

/** The article's licence as its newest snapshot says (issue 44 item 5); an older snapshot changes nothing. */
export async function recordLicence(
  db: Queryable,
  submissionId: string,
  licence: string,
  version: number,
): Promise<void> {
  await db.query(
    `WITH changed AS (
       UPDATE admin.analytics_submissions SET licence = $2, licence_version = $3
        WHERE submission_id = $1 AND licence_version <= $3
        RETURNING journal_id)
     ${BUMP_CHANGED}`,
    [submissionId, licence, version],
  );
}

export async function recordDecision(
  db: Queryable,
  d: {
    source: 'decision' | 'status';
    sourceId: string;
    submissionId: string;
    kind: string;
    decidedAt: string;
  },
): Promise<void> {
  await db.query(
    `WITH touched AS (
       INSERT INTO admin.analytics_decisions (source, source_id, submission_id, kind, decided_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (source, source_id) DO NOTHING
       RETURNING submission_id),
     ${JOURNAL_OF_TOUCHED}
     ${BUMP_CHANGED}`,
    [d.source, d.sourceId, d.submissionId, d.kind, d.decidedAt],
  );
}

/** Merges what one event says of an invitation; the first value of each fact stays. */
export async function recordInvitation(
  db: Queryable,
  a: { assignmentId: string; submissionId: string },
  facts: { invitedAt?: string; respondedAt?: string; accepted?: boolean; reportedAt?: string },
): Promise<void> {
  // The update's WHERE leaves a row that would not change alone, so only a new fact bumps the generation.
  await db.query(
    `WITH touched AS (
       INSERT INTO admin.analytics_invitations AS i
         (assignment_id, submission_id, invited_at, responded_at, accepted, reported_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (assignment_id) DO UPDATE SET
         invited_at = coalesce(i.invited_at, EXCLUDED.invited_at),
         responded_at = coalesce(i.responded_at, EXCLUDED.responded_at),
         accepted = coalesce(i.accepted, EXCLUDED.accepted),
         reported_at = coalesce(i.reported_at, EXCLUDED.reported_at)
       WHERE (i.invited_at IS NULL AND EXCLUDED.invited_at IS NOT NULL)
          OR (i.responded_at IS NULL AND EXCLUDED.responded_at IS NOT NULL)
          OR (i.accepted IS NULL AND EXCLUDED.accepted IS NOT NULL)
          OR (i.reported_at IS NULL AND EXCLUDED.reported_at IS NOT NULL)
       RETURNING submission_id),
     ${JOURNAL_OF_TOUCHED}
     ${BUMP_CHANGED}`,
    [
      a.assignmentId,
      a.submissionId,
      facts.invitedAt ?? null,
      facts.respondedAt ?? null,
      facts.accepted ?? null,
      facts.reportedAt ?? null,
    ],
  );
}
