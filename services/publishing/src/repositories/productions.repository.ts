import type { Queryable } from '@journal/db';
import { isUuid } from './ids';
import type { FullText } from './fulltext.types';

export type ProductionStatus = 'converting' | 'ready' | 'failed';
export type ProofStatus = 'none' | 'sent' | 'approved' | 'corrections';

export interface Production {
  submissionId: string;
  journalId: string;
  generation: number;
  /** The paper's version the file came from, or null for a file the editor uploaded. */
  version: number | null;
  sourceKey: string;
  status: ProductionStatus;
  error: string | null;
  proofStatus: ProofStatus;
  corrections: string | null;
  chosenBy: string;
  chosenAt: Date;
  convertedAt: Date | null;
  /** The generation whose text readers see, and since when; null while the article has no public text. */
  publicText: { generation: number; publishedAt: string } | null;
}

const COLUMNS = `submission_id AS "submissionId", journal_id AS "journalId", generation, version,
  source_key AS "sourceKey", status, error, proof_status AS "proofStatus", corrections,
  chosen_by AS "chosenBy", chosen_at AS "chosenAt", converted_at AS "convertedAt",
  (SELECT jsonb_build_object('generation', v.generation, 'publishedAt', v.published_at)
     FROM publishing.full_text_versions v WHERE v.submission_id = productions.submission_id
    ORDER BY v.generation DESC LIMIT 1) AS "publicText"`;

export interface ChosenFile {
  submissionId: string;
  journalId: string;
  version: number | null;
  sourceKey: string;
  chosenBy: string;
}

/**
 * Records a newly chosen production file as converting, one generation after the last; the proof goes
 * back to `none` until the new conversion is ready. Only the draft is cleared: the public text is in
 * full_text_versions. Returns the generation the job converts.
 */
export async function chooseProductionFile(db: Queryable, file: ChosenFile): Promise<number> {
  const { rows } = await db.query<{ generation: number }>(
    `INSERT INTO publishing.productions (submission_id, journal_id, generation, version, source_key, status, chosen_by, chosen_at)
     VALUES ($1, $2, 1, $3, $4, 'converting', $5, now())
     ON CONFLICT (submission_id) DO UPDATE
        SET generation = productions.generation + 1, version = $3, source_key = $4, status = 'converting',
            error = NULL, full_text = NULL, proof_status = 'none', corrections = NULL, chosen_by = $5,
            chosen_at = now(), converted_at = NULL, proof_answered_at = NULL
     RETURNING generation`,
    [file.submissionId, file.journalId, file.version, file.sourceKey, file.chosenBy],
  );
  return rows[0]!.generation;
}

export async function findProduction(db: Queryable, submissionId: string): Promise<Production | undefined> {
  if (!isUuid(submissionId)) return undefined;
  const { rows } = await db.query<Production>(
    `SELECT ${COLUMNS} FROM publishing.productions WHERE submission_id = $1`,
    [submissionId],
  );
  return rows[0];
}

/**
 * The current file's ready conversion (the draft, or the public text when they are the same): what the
 * editors preview and the authors read as the proof. Readers see findPublicFullText instead.
 */
export async function findReadyFullText(
  db: Queryable,
  submissionId: string,
): Promise<{ fullText: FullText; generation: number } | undefined> {
  if (!isUuid(submissionId)) return undefined;
  const { rows } = await db.query<{ fullText: FullText; generation: number }>(
    `SELECT full_text AS "fullText", generation FROM publishing.productions
      WHERE submission_id = $1 AND status = 'ready'`,
    [submissionId],
  );
  return rows[0];
}

/**
 * The outcome of generation `generation`'s conversion; false when the row moved on (a newer file was
 * chosen, or the outcome is recorded already), so a duplicate or late job changes nothing.
 */
export async function recordConversion(
  db: Queryable,
  submissionId: string,
  generation: number,
  outcome: { status: 'ready'; fullText: FullText } | { status: 'failed'; error: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE publishing.productions
        SET status = $3, full_text = $4::jsonb, error = $5, converted_at = now()
      WHERE submission_id = $1 AND generation = $2 AND status = 'converting'`,
    [
      submissionId,
      generation,
      outcome.status,
      outcome.status === 'ready' ? JSON.stringify(outcome.fullText) : null,
      outcome.status === 'failed' ? outcome.error : null,
    ],
  );
  return rowCount === 1;
}

/** Conversions chosen before `cutoff` and still converting: past the job's limit. */
export async function overdueConversions(
  db: Queryable,
  cutoff: Date,
): Promise<{ submissionId: string; generation: number }[]> {
  const { rows } = await db.query<{ submissionId: string; generation: number }>(
    `SELECT submission_id AS "submissionId", generation FROM publishing.productions
      WHERE status = 'converting' AND chosen_at < $1`,
    [cutoff],
  );
  return rows;
}

/** Conversions a stopped process left unfinished (queued again at start). */
export async function convertingProductions(
  db: Queryable,
): Promise<{ submissionId: string; generation: number }[]> {
  const { rows } = await db.query<{ submissionId: string; generation: number }>(
    `SELECT submission_id AS "submissionId", generation FROM publishing.productions WHERE status = 'converting'`,
  );
  return rows;
}

/** The paper as publishing last heard of it (its submissions projection): what production and proofs need. */
export interface PaperForProduction {
  journalId: string;
  journalName: string;
  status: string;
  paperTitle: string;
  /** The submitting author, then the co-authors with an address, in citation order. */
  authors: { givenNames: string; familyName: string; email: string }[];
}

export async function submissionForProduction(
  db: Queryable,
  submissionId: string,
): Promise<PaperForProduction | undefined> {
  if (!isUuid(submissionId)) return undefined;
  const { rows } = await db.query<PaperForProduction>(
    `SELECT journal_id AS "journalId", journal_name AS "journalName", status, paper_title AS "paperTitle",
            jsonb_build_array(jsonb_build_object('givenNames', given_names, 'familyName', family_name, 'email', author_email))
              || COALESCE((SELECT jsonb_agg(jsonb_build_object('givenNames', c->>'givenNames', 'familyName', c->>'familyName', 'email', c->>'email'))
                             FROM jsonb_array_elements(co_authors) c WHERE coalesce(c->>'email', '') <> ''), '[]'::jsonb) AS authors
       FROM publishing.submissions WHERE id = $1`,
    [submissionId],
  );
  return rows[0];
}

/** The proof of a ready conversion goes to the authors: `sent` (only from `none`, once per generation). */
export async function markProofSent(
  db: Queryable,
  submissionId: string,
  generation: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE publishing.productions SET proof_status = 'sent'
      WHERE submission_id = $1 AND generation = $2 AND status = 'ready' AND proof_status = 'none'`,
    [submissionId, generation],
  );
  return rowCount === 1;
}

/** The author's answer to a sent proof; undefined when no proof waits for one. */
export async function answerProof(
  db: Queryable,
  submissionId: string,
  answer: { decision: 'approve' } | { decision: 'corrections'; corrections: string },
): Promise<Production | undefined> {
  const { rows } = await db.query<Production>(
    `UPDATE publishing.productions
        SET proof_status = $2, corrections = $3, proof_answered_at = now()
      WHERE submission_id = $1 AND proof_status = 'sent'
      RETURNING ${COLUMNS}`,
    [
      submissionId,
      answer.decision === 'approve' ? 'approved' : 'corrections',
      answer.decision === 'corrections' ? answer.corrections : null,
    ],
  );
  return rows[0];
}
