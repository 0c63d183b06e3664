import { redactUrl } from './redact-url';

/** A URL or request target inside free text: an absolute URL, or a run from a `/` that starts a word. */
const URL_IN_TEXT = /[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+|(?<![\w.])\/[^\s"'<>]+/gi;

/** Free text (an error's message) with the URLs in it redacted as request logs are. */
export function redactUrlsIn(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => redactUrl(url));
}

/** Where a stack's frames start: its file paths are left as they are (`services/review/src/...`). */
const FIRST_FRAME = /\n\s+at /;

/**
 * A serialized error whose message (and the message at the head of its stack) holds no link secret or
 * key: errors from routers and clients quote the address they failed on.
 */
export function redactErrorText<T>(serialized: T): T {
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const fields = serialized as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...fields };
  let changed = false;
  if (typeof fields.message === 'string') {
    copy.message = redactUrlsIn(fields.message);
    changed ||= copy.message !== fields.message;
  }
  if (typeof fields.stack === 'string') {
    const frames = fields.stack.search(FIRST_FRAME);
    const head = frames < 0 ? fields.stack : fields.stack.slice(0, frames);
    copy.stack = redactUrlsIn(head) + (frames < 0 ? '' : fields.stack.slice(frames));
    changed ||= copy.stack !== fields.stack;
  }
  return (changed ? copy : serialized) as T;
}
