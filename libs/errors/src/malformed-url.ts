import type { RequestHandler } from 'express';
import { ValidationError } from './app-error';

/** Message for a path (or path parameter) whose `%` escapes do not decode. */
export const MALFORMED_PATH_MESSAGE =
  'The address path has malformed percent-encoding (every % must start a valid UTF-8 escape such as %20)';

export function malformedQueryMessage(name: string): string {
  return `Query parameter "${name}" has malformed percent-encoding (every % must start a valid UTF-8 escape such as %20)`;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** The problem with a request target's percent-encoding, or undefined when path and query decode. */
export function malformedUrlProblem(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const pathPart = queryStart < 0 ? url : url.slice(0, queryStart);
  if (!decodes(pathPart)) return MALFORMED_PATH_MESSAGE;
  if (queryStart < 0) return undefined;
  for (const pair of url.slice(queryStart + 1).split('&')) {
    const [rawName = '', ...rest] = pair.split('=');
    const name = decodes(rawName) ? decodeURIComponent(rawName.replace(/\+/g, ' ')) : rawName;
    if (!decodes(rawName) || !decodes(rest.join('='))) return malformedQueryMessage(name.slice(0, 100));
  }
  return undefined;
}

/**
 * Refuses (400) a request whose path or query has a `%` that does not decode, before any router sees it:
 * Node's query parser would otherwise pass such text on half-decoded, and path parameters would fail
 * deep inside Express. The error middleware maps Express' own URIError the same way, as a backstop.
 */
export function rejectMalformedUrl(): RequestHandler {
  return (req, _res, next) => {
    const problem = malformedUrlProblem(req.originalUrl ?? req.url);
    next(problem ? new ValidationError(problem) : undefined);
  };
}
