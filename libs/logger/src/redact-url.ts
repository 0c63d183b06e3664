import { CENSOR } from './secret-redaction';

/** Single-use secrets some URLs carry as query parameters (verification links). */
const SECRET_QUERY = /([?&](?:token|credential)=)[^&#]*/gi;

/**
 * Reviewers' link tokens are path segments: `/api/reviews/<token>[/file|/accept|...]` (the review API)
 * and `/review/<token>` (the SPA page). Express matches paths case-insensitively, so this does
 * too; the segment runs to the next `/`, `?` or `#`.
 */
const SECRET_SEGMENT = /(\/(?:api\/reviews|review)\/+)[^/?#]+/gi;

/** The same paths percent-encoded inside a query value (`/login?next=%2Freview%2F<token>`). */
const SECRET_ENCODED_SEGMENT = /(%2f(?:api%2freviews|review)(?:%2f)+)(?:(?!%2f|%3f|%23)[^&#])+/gi;

/** A URL (or request target) as it may be logged: no usable verification or review link is left in it. */
export function redactUrl(url: string): string {
  const queryStart = url.search(/[?#]/);
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const rest = queryStart < 0 ? '' : url.slice(queryStart);
  return (
    path.replace(SECRET_SEGMENT, `$1${CENSOR}`) +
    rest.replace(SECRET_QUERY, `$1${CENSOR}`).replace(SECRET_ENCODED_SEGMENT, `$1${CENSOR}`)
  );
}
