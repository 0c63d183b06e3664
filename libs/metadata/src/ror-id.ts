/**
 * ROR ids (https://ror.org/about/faqs, "ROR identifier pattern"): `https://ror.org/` and nine characters,
 * a leading `0`, six Crockford base-32 characters and two check digits (ISO 7064 MOD 97-10 of the
 * first seven as a number: 98 - (n * 100 mod 97)), e.g. https://ror.org/04v76ef78.
 */
export const ROR_PREFIX = 'https://ror.org/';

export const ROR_MESSAGES = {
  malformed: 'A ROR ID is https://ror.org/ followed by nine characters, e.g. https://ror.org/04v76ef78',
  checkDigits: "This ROR ID's check digits do not match; please copy it from ror.org",
} as const;

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';
const SHAPE = /^https:\/\/ror\.org\/(0[0-9a-hjkmnp-tv-z]{6}[0-9]{2})$/;

/** The two check digits of a ROR id's first seven characters. */
export function rorCheckDigits(first7: string): string {
  let n = 0;
  for (const c of first7) n = n * 32 + CROCKFORD.indexOf(c);
  return String(98 - ((n * 100) % 97)).padStart(2, '0');
}

/** The id in its stored form (lower case, trimmed), or the message saying what is wrong with it. */
export function checkRorId(raw: string): { ok: true; value: string } | { ok: false; message: string } {
  const candidate = raw.trim().toLowerCase();
  const match = SHAPE.exec(candidate);
  if (!match) return { ok: false, message: ROR_MESSAGES.malformed };
  const id = match[1]!;
  if (rorCheckDigits(id.slice(0, 7)) !== id.slice(7)) return { ok: false, message: ROR_MESSAGES.checkDigits };
  return { ok: true, value: candidate };
}
