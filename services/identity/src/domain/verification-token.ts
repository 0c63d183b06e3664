import { createHash, randomBytes } from 'node:crypto';

export const VERIFICATION_TOKEN_TTL_MS = 48 * 3_600_000;

/** The raw token goes to the user (event -> mail); only its sha256 is stored, so a database leak verifies nothing. */
export function newVerificationToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashVerificationToken(raw) };
}

export function hashVerificationToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}
