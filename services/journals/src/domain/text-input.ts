// The input checks the journals service's forms share: required text, and identifiers that empty clears.
import { z } from 'zod';
import { safeText, type TextKind } from '@journal/errors';

interface RequiredTextOptions {
  /** Names the field in the unsafe-character message. */
  label: string;
  max: number;
  /** When the value is missing or blank (and when it is not text, unless `notText` says otherwise). */
  missing: string;
  tooLong: string;
  notText?: string;
  lines?: TextKind;
}

/** Trimmed, not blank, at most `max` characters, and free of characters that could mislead a reader. */
export function requiredText(o: RequiredTextOptions) {
  return z
    .string({ error: o.notText ?? o.missing })
    .trim()
    .min(1, o.missing)
    .max(o.max, o.tooLong)
    .pipe(safeText(o.label, o.lines));
}

/** Required text with the forms' usual messages, each naming the field by its label. */
export function labelledText(label: string, max: number) {
  return requiredText({
    label,
    max,
    notText: `${label} must be text`,
    missing: `Please enter the ${label.toLowerCase()}`,
    tooLong: `${label} must be at most ${max} characters`,
  });
}

/** Empty or null clears the value (null); anything else must normalize (an ISSN, an ORCID iD). */
export function clearableIdentifier(normalize: (raw: string) => string | null, message: string) {
  return z.union([z.string(), z.null()], { error: message }).transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const normalized = normalize(value);
    if (!normalized) ctx.addIssue({ code: 'custom', message });
    return normalized ?? z.NEVER;
  });
}
