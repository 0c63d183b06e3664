import type { Queryable } from '@journal/db';
import type { SubmissionStatus } from '@journal/metadata';

/** What a paper is compared by (migration 021). */
export interface Fingerprint {
  submissionId: string;
  fileVersion: number;
  title: string;
  abstract: string;
  keywords: string;
  body: string;
  textSource: 'manuscript' | 'metadata';
  authors: string[];
}

/** Another paper found similar, with its similarities (0-1) and the number of authors both list. */
export interface FoundMatch {
  otherId: string;
  title: number;
  abstract: number;
  text: number;
  sharedAuthors: number;
}

/** A stored match with what the answer shows of the other paper. */
export interface StoredMatch extends FoundMatch {
  journalId: string;
  journalName: string;
  otherTitle: string;
  status: SubmissionStatus;
  submittedAt: Date;
  decidedAt: Date | null;
}

/** Papers whose current file version has not been checked (new ones, revisions, and before migration 021). */
export async function listUncheckedSubmissions(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.id FROM submission.submissions s
       LEFT JOIN submission.integrity_fingerprints f ON f.submission_id = s.id
      WHERE f.submission_id IS NULL OR f.file_version < s.file_version
      ORDER BY s.submitted_at, s.id
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}

export async function upsertFingerprint(db: Queryable, print: Fingerprint): Promise<void> {
  await db.query(
    `INSERT INTO submission.integrity_fingerprints
       (submission_id, file_version, title, abstract, keywords, body, text_source, authors, checked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (submission_id) DO UPDATE
       SET file_version = EXCLUDED.file_version, title = EXCLUDED.title, abstract = EXCLUDED.abstract,
           keywords = EXCLUDED.keywords, body = EXCLUDED.body, text_source = EXCLUDED.text_source,
           authors = EXCLUDED.authors, checked_at = now()`,
    [
      print.submissionId,
      print.fileVersion,
      print.title,
      print.abstract,
      print.keywords,
      print.body,
      print.textSource,
      print.authors,
    ],
  );
}

/**
 * Candidates by the indexes (a title `%`-similar at `threshold`, or a shared author; call inside a
 * transaction), each with pg_trgm's similarity() of title, abstract and text. The text is the manuscripts'
 * when both have one, else both papers' title, abstract and keywords.
 */
export async function findCandidates(
  db: Queryable,
  print: Fingerprint,
  threshold: number,
): Promise<FoundMatch[]> {
  // `%`'s threshold for this transaction only: the GIN index then passes few rows to the recheck.
  await db.query(`SELECT set_config('pg_trgm.similarity_threshold', $1, true)`, [String(threshold)]);
  const { rows } = await db.query<{
    other_id: string;
    title: number;
    abstract: number;
    text: number;
    shared: number;
  }>(
    `SELECT o.submission_id AS other_id,
            public.similarity(o.title, $2) AS title,
            public.similarity(o.abstract, $3) AS abstract,
            CASE WHEN o.text_source = 'manuscript' AND $6 = 'manuscript'
                 THEN public.similarity(o.body, $5)
                 ELSE public.similarity(o.title || ' ' || o.abstract || ' ' || o.keywords, $7) END AS text,
            cardinality(ARRAY(SELECT unnest(o.authors) INTERSECT SELECT unnest($4::text[])))::int AS shared
       FROM submission.integrity_fingerprints o
      WHERE o.submission_id <> $1
        AND (o.title OPERATOR(public.%) $2 OR o.authors && $4::text[])`,
    [
      print.submissionId,
      print.title,
      print.abstract,
      print.authors,
      print.body,
      print.textSource,
      `${print.title} ${print.abstract} ${print.keywords}`,
    ],
  );
  return rows.map((row) => ({
    otherId: row.other_id,
    title: Number(row.title),
    abstract: Number(row.abstract),
    text: Number(row.text),
    sharedAuthors: Number(row.shared),
  }));
}

/** Replaces every match the paper is part of (both ways) by `matches`. */
export async function replaceMatches(
  db: Queryable,
  submissionId: string,
  matches: FoundMatch[],
): Promise<void> {
  await db.query(`DELETE FROM submission.integrity_matches WHERE submission_id = $1 OR other_id = $1`, [
    submissionId,
  ]);
  if (matches.length === 0) return;
  await db.query(
    `INSERT INTO submission.integrity_matches
       (submission_id, other_id, title_similarity, abstract_similarity, text_similarity, shared_authors)
     SELECT a, b, t, ab, x, n
       FROM unnest($2::uuid[], $3::real[], $4::real[], $5::real[], $6::int[]) AS m(other, t, ab, x, n),
            LATERAL (VALUES ($1::uuid, m.other), (m.other, $1::uuid)) AS pair(a, b)`,
    [
      submissionId,
      matches.map((m) => m.otherId),
      matches.map((m) => m.title),
      matches.map((m) => m.abstract),
      matches.map((m) => m.text),
      matches.map((m) => m.sharedAuthors),
    ],
  );
}

/** When the paper's current version was checked, and how its text was read; undefined: not yet. */
export async function findCheck(
  db: Queryable,
  submissionId: string,
): Promise<{ checkedAt: Date; textSource: 'manuscript' | 'metadata'; current: boolean } | undefined> {
  const { rows } = await db.query<{
    checked_at: Date;
    text_source: 'manuscript' | 'metadata';
    current: boolean;
  }>(
    `SELECT f.checked_at, f.text_source, f.file_version >= s.file_version AS current
       FROM submission.integrity_fingerprints f
       JOIN submission.submissions s ON s.id = f.submission_id
      WHERE f.submission_id = $1`,
    [submissionId],
  );
  const row = rows[0];
  return row && { checkedAt: row.checked_at, textSource: row.text_source, current: row.current };
}

/** The paper's stored matches with the other paper's journal, title, status, dates (newest first). */
export async function listMatches(db: Queryable, submissionId: string): Promise<StoredMatch[]> {
  const { rows } = await db.query<{
    other_id: string;
    title_similarity: number;
    abstract_similarity: number;
    text_similarity: number;
    shared_authors: number;
    journal_id: string;
    journal_name: string | null;
    paper_title: string;
    status: SubmissionStatus;
    submitted_at: Date;
    decided_at: Date | null;
  }>(
    `SELECT m.other_id, m.title_similarity, m.abstract_similarity, m.text_similarity, m.shared_authors,
            s.journal_id, j.name AS journal_name, s.paper_title, s.status, s.submitted_at,
            (SELECT max(h.changed_at) FROM submission.status_history h
              WHERE h.submission_id = s.id AND h.to_status = s.status) AS decided_at
       FROM submission.integrity_matches m
       JOIN submission.submissions s ON s.id = m.other_id
       LEFT JOIN submission.journals j ON j.slug = s.journal_id
      WHERE m.submission_id = $1
      ORDER BY s.submitted_at DESC, s.id`,
    [submissionId],
  );
  return rows.map((row) => ({
    otherId: row.other_id,
    title: Number(row.title_similarity),
    abstract: Number(row.abstract_similarity),
    text: Number(row.text_similarity),
    sharedAuthors: row.shared_authors,
    journalId: row.journal_id,
    journalName: row.journal_name ?? row.journal_id,
    otherTitle: row.paper_title,
    status: row.status,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
  }));
}
