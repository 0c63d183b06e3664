/** What a secret's value becomes in a log line. */
export const CENSOR = '[redacted]';

/** What a value nested deeper than MAX_DEPTH becomes: it is not searched, so it is not written either. */
export const TOO_DEEP = '[redacted: nested too deep]';

/**
 * Field names whose values never reach a log line, at any depth of a logged object: passwords and
 * single-use tokens from request bodies, and the headers that carry credentials.
 */
const SECRET_KEYS = new Set([
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'current_password',
  'new_password',
  'token',
  'credential',
  'authorization',
  'cookie',
  'set-cookie',
]);

const MAX_DEPTH = 8;

/** Objects searched for secrets: plain data, and errors (JSON writes an error's own fields). */
function searchable(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null || value instanceof Error;
}

function redactArray(items: unknown[], depth: number): unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < items.length; i++) {
    const redacted = redactSecrets(items[i], depth + 1);
    if (redacted !== items[i]) (copy ??= items.slice())[i] = redacted;
  }
  return copy ?? items;
}

/** A shallow copy; an error stays an error (its message, stack and class), for its serializer. */
function copyOf(fields: Record<string, unknown>): Record<string, unknown> {
  if (!(fields instanceof Error)) return { ...fields };
  return Object.create(
    Object.getPrototypeOf(fields) as object,
    Object.getOwnPropertyDescriptors(fields),
  ) as Record<string, unknown>;
}

function redactFields(fields: Record<string, unknown>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in fields) {
    if (!Object.prototype.hasOwnProperty.call(fields, key)) continue;
    const value = fields[key];
    const redacted = SECRET_KEYS.has(key) && value !== undefined ? CENSOR : redactSecrets(value, depth + 1);
    if (redacted !== value) (copy ??= copyOf(fields))[key] = redacted; // copied once, on the first change
  }
  return copy ?? fields;
}

/**
 * `value` with every secret field censored, at any depth of its plain objects, arrays and errors. The
 * caller's objects are never changed: what holds a secret is copied, and what holds none is returned as
 * it is (most log lines: nothing is copied). Other class instances (requests, responses) are left to
 * their serializers, whose output is searched in turn (redactingSerializer).
 *
 * Written here rather than pino's `redact` option: that one parses each path again for every field of
 * every line, which made the trace ids on each line cost about as much as the rest of the line
 * (docs/adr/0021-cheaper-log-lines-and-warm-bench-sites.md).
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return TOO_DEEP as T;
  if (Array.isArray(value)) return redactArray(value, depth) as T;
  if (!searchable(value)) return value;
  return redactFields(value as Record<string, unknown>, depth) as T;
}

/** A pino serializer whose output is searched for secrets too. */
export function redactingSerializer<A, R>(serialize: (value: A) => R): (value: A) => R {
  return (value) => redactSecrets(serialize(value));
}
