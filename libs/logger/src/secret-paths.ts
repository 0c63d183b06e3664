import { lenientDecode } from './lenient-decode';

/**
 * Path segments after which link secrets travel: reviewers' links (`/review/<token>` in the SPA,
 * `/api/reviews/<token>/…` in the API), proofs, verification or reset links, and co-authors' ORCID
 * invitations (`/orcid-invitation/<token>`, `/api/orcid/invitations/<token>/…`).
 */
const MARKERS = new Set([
  'review',
  'reviews',
  'proof',
  'proofs',
  'verify',
  'verify-email',
  'verification',
  'verifications',
  'email-verifications',
  'reset',
  'reset-password',
  'password-reset',
  'orcid-invitation',
  'invitations',
]);

/** A segment kept after a secret (`file`, `accept`, `decline`): a short word is an action, not a token. */
const ACTION_WORD = /^[a-z][a-z-]{0,23}$/i;

/** How a segment is compared: case, `;parameters` and surrounding spaces do not change its meaning. */
function meaningOf(segment: string): string {
  return segment.split(';')[0]!.trim().toLowerCase();
}

const isDotOrEmpty = (meaning: string) => meaning === '' || meaning === '.' || meaning === '..';

export function isMarker(segment: string): boolean {
  return MARKERS.has(meaningOf(segment));
}

/**
 * Which decoded segments hold a secret: the first real segment after a marker (empty and dot segments
 * skipped, since `//`, `/./` and `/../` still lead a router or browser there) and every later one that
 * is not a short action word.
 */
export function secretSegments(segments: readonly string[]): boolean[] {
  const secret = segments.map(() => false);
  let afterMarker = false;
  let tokenSeen = false;
  segments.forEach((segment, i) => {
    const meaning = meaningOf(segment);
    if (isDotOrEmpty(meaning)) return;
    if (afterMarker && (!tokenSeen || !ACTION_WORD.test(meaning))) {
      secret[i] = true;
      tokenSeen = true;
      return;
    }
    if (MARKERS.has(meaning)) {
      afterMarker = true;
      tokenSeen = false;
    }
  });
  return secret;
}

/**
 * A path with its link secrets replaced by `censor`. Each raw segment is decoded first (`%2F`, `%252F`,
 * `%2e%2e`, `\`); a raw segment that holds no secret is written as it came, one that does is written
 * decoded with the secret parts censored, so `/review%2F<token>` becomes `/review/[redacted]`.
 */
export function redactPath(path: string, censor: string): string {
  const raw = path.split('/');
  const decoded = raw.map((segment) => lenientDecode(segment).split('/'));
  const secret = secretSegments(decoded.flat());
  if (!secret.includes(true)) return path;
  let index = 0;
  return raw
    .map((segment, r) => {
      const parts = decoded[r]!.map((part) => (secret[index++] ? censor : part));
      return parts.join('/') === decoded[r]!.join('/') ? segment : parts.join('/');
    })
    .join('/');
}

/**
 * Whether a text (a decoded query value: `next=/review/<token>`, a return address) leads to a link
 * secret: a marker segment followed by anything.
 */
export function leadsToSecret(text: string): boolean {
  const pieces = lenientDecode(text, true).split(/[/?#&=]/);
  return secretSegments(pieces).includes(true);
}
