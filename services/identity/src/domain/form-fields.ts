import { z } from 'zod';
import { isSafeText, unsafeTextMessage } from '@journal/errors';

export type Input = Record<string, unknown>;

/** One check of a form, with the exact message services/identity/README.md gives it. */
export interface Rule {
  field: string;
  message: string;
  ok: (input: Input) => boolean;
}

/** The value as a string, or '' for anything else (a missing or mistyped field fails its rule). */
export const text = (input: Input, key: string): string =>
  typeof input[key] === 'string' ? (input[key] as string) : '';

/** Was a field sent at all (null counts as not sent)? */
export const given = (input: Input, key: string): boolean => input[key] !== undefined && input[key] !== null;

const EMAIL = z.email();
/** A name field: required (with the screen's own message) and at most `max` characters, trimmed. */
export function nameRules(field: string, requiredMessage: string, label: string, max: number): Rule[] {
  return [
    { field, message: requiredMessage, ok: (i) => text(i, field).trim().length > 0 },
    safeTextRule(field, label),
    {
      field,
      message: `${label} must be at most ${max} characters`,
      ok: (i) => text(i, field).trim().length <= max,
    },
  ];
}

/** The shared text-safety rule (libs/errors) as an ordered rule; a missing or mistyped value passes here. */
export function safeTextRule(field: string, label: string): Rule {
  return { field, message: unsafeTextMessage(label), ok: (i) => isSafeText(text(i, field)) };
}

export const MAX_EMAIL_LENGTH = 254;
export const isEmail = (value: string): boolean =>
  value.length <= MAX_EMAIL_LENGTH && EMAIL.safeParse(value).success;

/**
 * A body schema whose rules run in the order written (zod reports object fields in its own order and
 * skips refinements after type errors; the SPEC wants the first failing rule of a fixed order). Issues
 * keep that order, so `validate()` answers with the SPEC's message for the first failing rule.
 */
export function orderedSchema<O>(rules: Rule[], toOutput: (input: Input) => O) {
  return z
    .preprocess(
      (body) => body ?? {},
      z.record(z.string(), z.unknown(), { error: 'Request body must be a JSON object' }),
    )
    .superRefine((input, ctx) => {
      for (const rule of rules)
        if (!rule.ok(input)) ctx.addIssue({ code: 'custom', message: rule.message, path: [rule.field] });
    })
    .transform(toOutput);
}
