import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ValidationError } from '@journal/errors';

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  reused: 'This Idempotency-Key was already used for a different request',
} as const;

// Visible ASCII only: a key is an opaque token (a UUID, typically), never text to show or log as such.
const keySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_MESSAGES.invalid)
  .optional();

/** The `Idempotency-Key` header: absent (undefined) or a valid key; 400 otherwise (a repeated header too). */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  const parsed = keySchema.safeParse(header);
  if (!parsed.success)
    throw new ValidationError(IDEMPOTENCY_MESSAGES.invalid, [
      { field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.invalid },
    ]);
  return parsed.data;
}

/** What makes two requests "the same": the decision, the message and who sent it. */
export function requestFingerprint(parts: string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
