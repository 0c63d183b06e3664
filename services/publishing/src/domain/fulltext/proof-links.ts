import { withTransaction, type Pool, type Queryable } from '@journal/db';
import { AppError, ConflictError, NotFoundError } from '@journal/errors';
import { sameMailbox } from '@journal/metadata';
import {
  claimProofLink,
  findProofLink,
  insertProofLink,
  type ProofLink,
} from '../../repositories/proof-links.repository';
import { findProduction, submissionForProduction } from '../../repositories/productions.repository';
import { recordProofAnsweredIn, type ProofAnswer } from '../../events/proof-events.publisher';
import type { PublicLinks } from '../../public-links';
import { proofLinkUrl } from '../../public-links';
import {
  hashProofLinkToken,
  looksLikeProofLinkToken,
  newProofLinkToken,
  proofLinkExpiry,
} from './proof-link-token';

// Issue 42 item 4: co-authors read and answer the proof through a link, without an account. "Single
// use" for a proof that is read and then answered: the link opens the proof as often as the co-author
// likes and is used up by the answer sent through it (or a newer proof, or its expiry, ends it first).

export const PROOF_LINK_MESSAGES = {
  unknown: 'This proof link is not valid.',
  expired: 'This proof link has expired. Please ask the editor for a new one.',
  used: 'Your answer to this proof has been sent; the link cannot be used again.',
  replaced: 'A newer proof has replaced this one. Please use the link in the latest proof mail.',
  noProof: 'There is no proof waiting for an answer',
} as const;

const gone = (code: string, message: string) => new AppError(message, 410, code);

/**
 * A fresh link for the mail of proof `generation` to `email` (notification asks just before it sends):
 * its absolute URL, or null for the submitting author (who has an account: the mail keeps the signed-in
 * page). 404 when the address is not an author's, or that proof no longer waits for an answer: no mail.
 */
export async function issueProofLink(
  db: Queryable,
  links: PublicLinks,
  request: { submissionId: string; generation: number; email: string },
  now: Date,
): Promise<string | null> {
  const paper = await submissionForProduction(db, request.submissionId);
  const production = await findProduction(db, request.submissionId);
  const [submitting, ...coAuthors] = paper?.authors ?? [];
  if (!submitting || production?.generation !== request.generation || production.proofStatus !== 'sent')
    throw new NotFoundError(PROOF_LINK_MESSAGES.noProof);
  if (sameMailbox(submitting.email, request.email)) return null;
  if (!coAuthors.some((a) => sameMailbox(a.email, request.email)))
    throw new NotFoundError('Submission not found');
  const token = newProofLinkToken();
  await insertProofLink(db, {
    tokenHash: hashProofLinkToken(token),
    submissionId: request.submissionId,
    generation: request.generation,
    email: request.email,
    expiresAt: proofLinkExpiry(now),
  });
  return proofLinkUrl(links, token);
}

/** The link the token opens, or the 404/410 that says why it does not. */
export async function openProofLink(db: Queryable, token: string, now: Date): Promise<ProofLink> {
  const link = looksLikeProofLinkToken(token)
    ? await findProofLink(db, hashProofLinkToken(token))
    : undefined;
  if (!link) throw new NotFoundError(PROOF_LINK_MESSAGES.unknown);
  if (link.usedAt) throw gone('PROOF_LINK_USED', PROOF_LINK_MESSAGES.used);
  if (link.expiresAt <= now) throw gone('PROOF_LINK_EXPIRED', PROOF_LINK_MESSAGES.expired);
  const production = await findProduction(db, link.submissionId);
  if (production?.generation !== link.generation)
    throw gone('PROOF_LINK_REPLACED', PROOF_LINK_MESSAGES.replaced);
  return link;
}

/**
 * The co-author's answer through their link: the link is used and the answer recorded in one
 * transaction, so a refused answer (no proof waiting) leaves the link working and a second answer
 * through the same link is refused.
 */
export async function answerProofByLink(pool: Pool, token: string, answer: ProofAnswer, now: Date) {
  return withTransaction(pool, async (client) => {
    const link = await openProofLink(client, token, now);
    if (!(await claimProofLink(client, hashProofLinkToken(token), now)))
      throw gone('PROOF_LINK_USED', PROOF_LINK_MESSAGES.used);
    const production = await recordProofAnsweredIn(client, link.submissionId, answer, link.email);
    if (!production) throw new ConflictError(PROOF_LINK_MESSAGES.noProof);
    return production;
  });
}
