import { z } from 'zod';
import { isSafeText, unsafeTextMessage } from '@journal/errors';

/** The value as a string, or '' for anything else (a missing or mistyped field fails its own rule). */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Was a field sent at all (null counts as not sent)? */
export const isGiven = (value: unknown): boolean => value !== undefined && value !== null;

export const MAX_EMAIL_LENGTH = 254;
const EMAIL = z.email().max(MAX_EMAIL_LENGTH);
export const isEmail = (value: string): boolean => EMAIL.safeParse(value).success;

/**
 * A field read as text: a missing or mistyped value is '' and so fails the field's own rule with the
 * message services/identity/README.md gives it, never with a zod type error (which would also stop
 * the form's rules across fields from running).
 */
export const text = () => z.unknown().transform(asText);

/** A field read as sent, for rules of their own (formBody reads a missing one as null: not sent). */
export const value = () => z.unknown();

/** The text-safety rule of libs/errors; a missing or mistyped value passes here (its own rule fails). */
export const safeText = (label: string) =>
  [(value: unknown) => isSafeText(asText(value)), unsafeTextMessage(label)] as const;

/** A name field: required (with the screen's own message), safe text, at most `max` characters; trimmed. */
export const nameField = (required: string, label: string, max: number) =>
  text()
    .refine((value) => value.trim().length > 0, required)
    .refine(...safeText(label))
    .refine((value) => value.trim().length <= max, `${label} must be at most ${max} characters`)
    .transform((value) => value.trim());

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * A JSON object body (none is an empty one) whose fields zod checks in the shape's order. A missing
 * field reads as null, so its own rule reports it with the SPEC's message rather than zod's.
 */
export const formBody = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess(
    (sent) => {
      const body = sent ?? {};
      if (!isObject(body)) return body;
      return { ...body, ...Object.fromEntries(Object.keys(shape).map((key) => [key, body[key] ?? null])) };
    },
    z.object(shape, { error: 'Request body must be a JSON object' }),
  );

/**
 * zod lists an object's field issues in shape order and the issues of its refinements (rules across
 * fields, like a confirmation) after them. A form whose SPEC order puts such a rule between fields gets
 * its issues sorted by `order` (stable, so a field's own checks keep theirs), and `validate()` answers
 * with the SPEC's first failing rule.
 */
export function inFieldOrder<S extends z.ZodType>(schema: S, order: readonly string[]) {
  const rank = (issue: z.core.$ZodIssue) => order.indexOf(String(issue.path[0] ?? ''));
  return z.unknown().transform((input, ctx): z.output<S> => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of [...result.error.issues].sort((a, b) => rank(a) - rank(b)))
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}
