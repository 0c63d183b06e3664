import type { Queryable } from '@journal/db';

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
  await db.query(
    `INSERT INTO admin.analytics_submissions (submission_id, journal_id, submitted_at, transferred_from_journal)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (submission_id) DO NOTHING`,
    [p.submissionId, p.journalId, p.submittedAt, p.transferredFrom?.journalId ?? null],
  );
}

/** The first publication counts (a withdrawn and republished article is one published article). */
export async function recordPublication(db: Queryable, submissionId: string, at: string): Promise<void> {
  await db.query(
    `UPDATE admin.analytics_submissions SET published_at = LEAST(coalesce(published_at, $2), $2)
      WHERE submission_id = $1`,
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
    `UPDATE admin.analytics_submissions SET licence = $2, licence_version = $3
      WHERE submission_id = $1 AND licence_version <= $3`,
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
    `INSERT INTO admin.analytics_decisions (source, source_id, submission_id, kind, decided_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (source, source_id) DO NOTHING`,
    [d.source, d.sourceId, d.submissionId, d.kind, d.decidedAt],
  );
}

/** Merges what one event says of an invitation; the first value of each fact stays. */
export async function recordInvitation(
  db: Queryable,
  a: { assignmentId: string; submissionId: string },
  facts: { invitedAt?: string; respondedAt?: string; accepted?: boolean; reportedAt?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO admin.analytics_invitations AS i
       (assignment_id, submission_id, invited_at, responded_at, accepted, reported_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (assignment_id) DO UPDATE SET
       invited_at = coalesce(i.invited_at, EXCLUDED.invited_at),
       responded_at = coalesce(i.responded_at, EXCLUDED.responded_at),
       accepted = coalesce(i.accepted, EXCLUDED.accepted),
       reported_at = coalesce(i.reported_at, EXCLUDED.reported_at)`,
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
