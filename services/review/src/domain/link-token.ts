import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: the reviewer's key, mailed once, stored only as a hash. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Tokens are 43 base64url characters; anything else is not worth a query. */
export function looksLikeLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** A link works until the end (UTC) of the 30th day after the due date. */
export function linkExpiry(dueDate: string): Date {
  const end = new Date(`${dueDate}T23:59:59.999Z`);
  end.setUTCDate(end.getUTCDate() + 30);
  return end;
}
