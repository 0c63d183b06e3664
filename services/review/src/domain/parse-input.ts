import type { z } from 'zod';
import { ValidationError } from '@journal/errors';

/**
 * Parses a request body with a zod schema; a refusal is a ValidationError carrying the first problem
 * (field and message), as the editor's and reviewer's forms show one message at a time.
 */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body && typeof body === 'object' ? body : {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'body');
  throw new ValidationError(issue.message, [{ field, message: issue.message }]);
}
