/** ORCID iDs: https://support.orcid.org/hc/en-us/articles/360006897674 (ISO 7064 MOD 11-2). */
export const INVALID_ORCID_MESSAGE = 'Please enter a valid ORCID iD';

const BARE = /^(\d{4})-(\d{4})-(\d{4})-(\d{3}[\dX])$/;
const URL_PREFIX = /^https?:\/\/(www\.)?orcid\.org\//i;

/** The ISO 7064 11,2 check character of the first 15 digits ('0'-'9' or 'X'). */
export function orcidCheckCharacter(baseDigits: string): string {
  let total = 0;
  for (const digit of baseDigits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/**
 * The bare form (`0000-0002-1825-0097`) of an iD typed bare or as its https://orcid.org/ URL, or
 * null when it is malformed or its check character is wrong.
 */
export function normalizeOrcid(raw: string): string | null {
  const candidate = raw.trim().replace(URL_PREFIX, '').toUpperCase();
  const match = BARE.exec(candidate);
  if (!match) return null;
  const digits = candidate.replace(/-/g, '');
  return orcidCheckCharacter(digits.slice(0, 15)) === digits[15] ? candidate : null;
}

/** The iD's public page (shown as the ORCID link). */
export function orcidUrl(bare: string): string {
  return `https://orcid.org/${bare}`;
}
