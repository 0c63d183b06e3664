import { lenientDecode } from './lenient-decode';
import { leadsToSecret, redactPath } from './secret-paths';
import { CENSOR } from './secret-redaction';

/**
 * Query parameters whose values are credentials or lead to one: verification tokens, SUSHI API keys,
 * and `next` (the login page's return address, which is often a reviewer's link).
 */
const SECRET_PARAMS = new Set([
  'token',
  'credential',
  'api_key',
  'apikey',
  'api-key',
  'access_token',
  'password',
  'next',
]);

/** A parameter's name as qs and Node read it: decoded, case folded, `token[]`/`token[0]` as `token`. */
function paramMeaning(rawName: string): string {
  return lenientDecode(rawName, true).trim().toLowerCase().replace(/\[.*$/, '');
}

function redactPair(pair: string): string {
  const equals = pair.indexOf('=');
  const rawName = equals < 0 ? pair : pair.slice(0, equals);
  const value = equals < 0 ? '' : pair.slice(equals + 1);
  if (SECRET_PARAMS.has(paramMeaning(rawName))) return equals < 0 ? pair : `${rawName}=${CENSOR}`;
  if (leadsToSecret(value)) return `${rawName}=${CENSOR}`;
  // A name alone can carry a link too (`?/review/<token>`).
  if (equals < 0 && leadsToSecret(rawName)) return CENSOR;
  return pair;
}

function redactQuery(query: string): string {
  return query.split('&').map(redactPair).join('&');
}

/** `scheme://user:password@host` is kept without the user information. */
const ORIGIN = /^([a-z][a-z0-9+.-]*:\/\/)(?:[^/?#@]*@)?([^/?#]*)/i;

/**
 * A URL (or request target) as it may be logged: no credential or link secret is left in it, whatever
 * the encoding (`%2F`, double encoding, case, `//`, dot segments), in the path, a query value or a
 * fragment. What holds no secret is written as it came.
 */
export function redactUrl(url: string): string {
  let origin = '';
  let rest = url;
  const match = ORIGIN.exec(url);
  if (match) {
    origin = match[1]! + match[2]!;
    rest = url.slice(match[0].length);
  }
  const hashAt = rest.indexOf('#');
  const fragment = hashAt < 0 ? '' : rest.slice(hashAt + 1);
  const beforeHash = hashAt < 0 ? rest : rest.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? undefined : beforeHash.slice(queryAt + 1);
  return (
    origin +
    redactPath(path, CENSOR) +
    (query === undefined ? '' : `?${redactQuery(query)}`) +
    (hashAt < 0 ? '' : `#${leadsToSecret(fragment) ? CENSOR : fragment}`)
  );
}
