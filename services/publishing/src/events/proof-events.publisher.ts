import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import { createEvent, writeOutbox } from '@journal/events';
import { proofPreviewUrl, type PublicLinks } from '../public-links';
import {
  answerProof,
  markProofSent,
  submissionForProduction,
  type Production,
} from '../repositories/productions.repository';
import { publishFullText } from '../repositories/full-text-versions.repository';
import { SCHEMA } from '../repositories/schema';

/** Proof events are versioned per paper: generation g sends as 2g-1 and is answered as 2g. */
const proofAggregate = (submissionId: string) => `proof:${submissionId}`;

/**
 * A ready conversion's proof goes to the authors: the row says `sent` and `publishing.proof_sent.v1`
 * (notification's mail with the preview address) is written in the same transaction.
 */
export async function recordProofSent(
  pool: Pool,
  links: PublicLinks,
  job: { submissionId: string; generation: number },
): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    const paper = await submissionForProduction(client, job.submissionId);
    if (!paper || !(await markProofSent(client, job.submissionId, job.generation))) return false;
    await writeOutbox(client, SCHEMA, [
      createEvent('publishing.proof_sent.v1', proofAggregate(job.submissionId), job.generation * 2 - 1, {
        submissionId: job.submissionId,
        generation: job.generation,
        title: paper.paperTitle,
        journalId: paper.journalId,
        journalName: paper.journalName,
        previewUrl: proofPreviewUrl(links, job.submissionId),
        sentAt: new Date().toISOString(),
        recipients: paper.authors,
      }),
    ]);
    return true;
  });
}

/**
 * The author's answer and `publishing.proof_answered.v1` in one transaction; undefined without a sent
 * proof. An approval makes the proof's text the public one (a published article's readers kept the
 * earlier text until now).
 */
export async function recordProofAnswered(
  pool: Pool,
  submissionId: string,
  answer: ProofAnswer,
  answeredBy: string,
): Promise<Production | undefined> {
  return withTransaction(pool, (client) => recordProofAnsweredIn(client, submissionId, answer, answeredBy));
}

export type ProofAnswer = { decision: 'approve' } | { decision: 'corrections'; corrections: string };

/** recordProofAnswered inside the caller's transaction (a co-author's link is used in the same one). */
export async function recordProofAnsweredIn(
  client: PoolClient,
  submissionId: string,
  answer: ProofAnswer,
  answeredBy: string,
): Promise<Production | undefined> {
  const production = await answerProof(client, submissionId, answer);
  const paper = production && (await submissionForProduction(client, submissionId));
  if (!production) return production;
  if (answer.decision === 'approve') await publishFullText(client, submissionId, production.generation, true);
  if (!paper) return production;
  await writeOutbox(client, SCHEMA, [
    createEvent('publishing.proof_answered.v1', proofAggregate(submissionId), production.generation * 2, {
      submissionId,
      generation: production.generation,
      title: paper.paperTitle,
      journalId: paper.journalId,
      journalName: paper.journalName,
      decision: answer.decision,
      ...(answer.decision === 'corrections' ? { corrections: answer.corrections } : {}),
      answeredBy,
      answeredAt: new Date().toISOString(),
      editorEmails: [production.chosenBy],
    }),
  ]);
  return production;
}
