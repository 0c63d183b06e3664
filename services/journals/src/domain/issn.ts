/** ISSNs (ISO 3297): seven digits and a MOD 11 check character ('0'-'9' or 'X'), written NNNN-NNNC. */
export const INVALID_ISSN_MESSAGE = 'Please enter a valid ISSN';

const ISSN = /^(\d{4})-?(\d{3}[\dX])$/;

/** The check character of the first seven digits (weights 8 down to 2). */
export function issnCheckCharacter(digits: string): string {
  let total = 0;
  for (let i = 0; i < 7; i += 1) total += Number(digits[i]) * (8 - i);
  const check = (11 - (total % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** The ISSN as `NNNN-NNNC`, or null when it is malformed or its check character is wrong. */
export function normalizeIssn(raw: string): string | null {
  const match = ISSN.exec(raw.trim().toUpperCase());
  if (!match) return null;
  const digits = `${match[1]}${match[2]}`;
  return issnCheckCharacter(digits) === digits[7] ? `${match[1]}-${match[2]}` : null;
}
