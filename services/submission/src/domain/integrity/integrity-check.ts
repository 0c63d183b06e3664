import { withTransaction, type Pool } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import {
  findCandidates,
  replaceMatches,
  upsertFingerprint,
  type Fingerprint,
  type FoundMatch,
} from '../../repositories/integrity.repository';
import { findSubmission } from '../../repositories/submissions.repository';
import { fingerprintOf } from './fingerprint';
import { CANDIDATE_THRESHOLD, isMatch } from './integrity-rules';
import { manuscriptText } from './manuscript-text';

/**
 * Checks one paper's current version against every other paper of the family (issue 44 item 4): stores its
 * fingerprint, then the matches among the trigram candidates. Answers false when the paper is gone.
 */
export async function checkIntegrity(
  deps: { pool: Pool; storage: FileStorage },
  submissionId: string,
): Promise<boolean> {
  const record = await findSubmission(deps.pool, submissionId);
  if (!record) return false;
  const text = record.file ? await manuscriptText(deps.storage, record.file) : undefined;
  await checkFingerprint(deps.pool, fingerprintOf(record, text));
  return true;
}

/** Stores the fingerprint and the matches found for it (one transaction); answers the matches. */
export async function checkFingerprint(pool: Pool, print: Fingerprint): Promise<FoundMatch[]> {
  return withTransaction(pool, async (client) => {
    await upsertFingerprint(client, print);
    const found = (await findCandidates(client, print, CANDIDATE_THRESHOLD)).filter(isMatch);
    await replaceMatches(client, print.submissionId, found);
    return found;
  });
}
