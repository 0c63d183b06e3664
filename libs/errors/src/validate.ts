import type { z } from 'zod';
import { NotFoundError, ValidationError } from './app-error';

/**
 * Parses input with a zod schema; on failure throws a ValidationError whose message is the first
 * issue's message (the SPEC's messages are per rule, shown one at a time) and lists all of them.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new ValidationError(fieldErrors[0]?.message ?? 'Invalid input', fieldErrors);
}

/**
 * Parses a path parameter; one its schema refuses names nothing that can exist (bad characters, a NUL
 * byte Postgres would refuse), so it is a 404 with `notFound`, never a form error or a query.
 */
export function validatePathParam<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  notFound: string,
): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw new NotFoundError(notFound);
  return result.data;
}
