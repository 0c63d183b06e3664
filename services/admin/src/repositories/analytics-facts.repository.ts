import type { Queryable } from '@journal/db';

export interface PaperFacts {
  submissionId: string;
  journalId: string;
  submittedAt: Date;
  publishedAt: Date | null;
  /** Issue 44 item 1: the journal the paper was transferred from, null for a paper submitted directly. */
  transferredFrom: string | null;
  /** Issue 44 item 5: the published article's licence code, null before publishing told it. */
  licence: string | null;
  decisions: { kind: 'accept' | 'reject' | 'revisions'; at: Date; source: 'decision' | 'status' }[];
  invitations: {
    invitedAt: Date | null;
    respondedAt: Date | null;
    accepted: boolean | null;
    reportedAt: Date | null;
  }[];
}

/**
 * Every paper of the journals (all when undefined) with its decisions and invitations: what the Node fold
 * of the figures reads (`editorialFigures`, the readable definition the SQL figures are tested against).
 * Decisions at the same instant come in the order of their key, as the SQL figures break ties.
 */
export function paperFacts(db: Queryable, journalIds: string[] | undefined): Promise<PaperFacts[]> {
  return selectFacts(db, '$1::text[] IS NULL OR s.journal_id = ANY($1)', journalIds ?? null);
}

/** The facts of the given papers (the submissions CSV's figure columns); papers the figures never saw are absent. */
export function paperFactsOf(db: Queryable, submissionIds: string[]): Promise<PaperFacts[]> {
  return selectFacts(db, 's.submission_id = ANY($1::uuid[])', submissionIds);
}

async function selectFacts(db: Queryable, where: string, param: unknown): Promise<PaperFacts[]> {
  const { rows } = await db.query<PaperFacts>(
    `SELECT s.submission_id AS "submissionId", s.journal_id AS "journalId", s.submitted_at AS "submittedAt",
            s.published_at AS "publishedAt", s.transferred_from_journal AS "transferredFrom",
            s.licence,
            coalesce((SELECT json_agg(json_build_object('kind', d.kind, 'at', d.decided_at, 'source', d.source)
                                      ORDER BY d.decided_at, d.source, d.source_id)
                        FROM admin.analytics_decisions d WHERE d.submission_id = s.submission_id), '[]') AS decisions,
            coalesce((SELECT json_agg(json_build_object('invitedAt', i.invited_at, 'respondedAt', i.responded_at,
                                                        'accepted', i.accepted, 'reportedAt', i.reported_at)
                                      ORDER BY i.invited_at, i.assignment_id)
                        FROM admin.analytics_invitations i WHERE i.submission_id = s.submission_id), '[]') AS invitations
       FROM admin.analytics_submissions s
      WHERE ${where}
      ORDER BY s.submitted_at, s.submission_id`,
    [param],
  );
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return rows.map((r) => ({
    ...r,
    decisions: r.decisions.map((d) => ({ ...d, at: date(d.at)! })),
    invitations: r.invitations.map((i) => ({
      invitedAt: date(i.invitedAt),
      respondedAt: date(i.respondedAt),
      accepted: i.accepted,
      reportedAt: date(i.reportedAt),
    })),
  }));
}

/** When each paper transferred out of one of the journals arrived in its new one (issue 44 item 1). */
export async function transfersOutOf(
  db: Queryable,
  journalIds: string[],
): Promise<{ fromJournal: string; at: Date }[]> {
  const { rows } = await db.query<{ fromJournal: string; at: Date }>(
    `SELECT transferred_from_journal AS "fromJournal", submitted_at AS at FROM admin.analytics_submissions
      WHERE transferred_from_journal = ANY($1::text[])`,
    [journalIds],
  );
  return rows;
}
