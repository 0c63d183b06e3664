import { createHash, randomBytes } from 'node:crypto';
import { addUtcDays } from '@journal/config';

// The co-author's proof link (issue 42 item 4), by the rules of the reviewers' links (services/review
// link-token.ts): 256 random bits mailed once, only their SHA-256 stored, an expiry, and single use.

export function newProofLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashProofLinkToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Tokens are 43 base64url characters; anything else is not worth a query. */
export function looksLikeProofLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** How long a proof link works after its mail is written: the proof is for days, not for ever. */
export const PROOF_LINK_DAYS = 30;

export function proofLinkExpiry(now: Date): Date {
  return addUtcDays(now, PROOF_LINK_DAYS);
}
