import type { AuthClaims } from '@journal/auth';
import { ForbiddenError, NotFoundError, ServiceUnavailableError } from '@journal/errors';
import type { ProvenAddress } from '../../clients/identity-accounts.client';
import type { PaperForProduction } from '../../repositories/productions.repository';

export const PROOF_PAPER_NOT_FOUND = 'Submission not found';
export const CONFIRM_EMAIL_FIRST = 'Please confirm your email address first';
export const ACCOUNTS_UNAVAILABLE = 'Co-authors cannot be checked (IDENTITY_URL is not set)';

/**
 * Who reads and answers a paper's proof: its submitting author (the account that submitted it, by the
 * address it submitted with), or a co-author whose account holds that co-author's address and has
 * proven it. Anyone can register a co-author's address without owning it, so an address alone is not
 * enough: an unconfirmed account gets 403 and a prompt to confirm. Anyone else: 404, as for no paper.
 * Co-authors without an account read and answer through their proof link instead (proof-links.ts).
 */
export async function assertProofReader(
  paper: PaperForProduction | undefined,
  auth: AuthClaims,
  provenAddress: ProvenAddress | undefined,
): Promise<PaperForProduction> {
  const email = auth.email.toLowerCase();
  const [submitting, ...coAuthors] = paper?.authors ?? [];
  if (!paper || !submitting) throw new NotFoundError(PROOF_PAPER_NOT_FOUND);
  if (submitting.email.toLowerCase() === email) return paper;
  if (!coAuthors.some((a) => a.email.toLowerCase() === email)) throw new NotFoundError(PROOF_PAPER_NOT_FOUND);
  if (!provenAddress) throw new ServiceUnavailableError(ACCOUNTS_UNAVAILABLE);
  if (!(await provenAddress(auth.sub, auth.email))) throw new ForbiddenError(CONFIRM_EMAIL_FIRST);
  return paper;
}
