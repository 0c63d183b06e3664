import { z } from 'zod';
import { isUtcDay, utcDayOf } from '@journal/config';
import { EDITOR_MAIL_KINDS, MAX_REVIEWER_INTERESTS } from '@journal/events';
import { isSafeText } from '@journal/errors';

export const PREFERENCE_MESSAGES = {
  interests: `Reviewer interests must be a list of at most ${MAX_REVIEWER_INTERESTS} keywords`,
  interest: 'Each reviewer interest must be 1 to 100 characters of plain text',
  mutedList: 'Muted editor mails must be a list',
  mutedKind: `Muted editor mails must be among ${EDITOR_MAIL_KINDS.join(', ')}`,
  optIn: 'reviewerPoolOptIn must be true or false',
  unavailableUntil: 'Unavailable until must be a date (YYYY-MM-DD) from today on, or null',
} as const;

const interest = z
  .string({ error: PREFERENCE_MESSAGES.interest })
  .trim()
  .min(1, PREFERENCE_MESSAGES.interest)
  .max(100, PREFERENCE_MESSAGES.interest)
  .refine((v) => isSafeText(v), { message: PREFERENCE_MESSAGES.interest });

/** Keywords kept in the order given, the same word (any case) once. */
const dedupe = (list: string[]) => {
  const seen = new Set<string>();
  return list.filter((v) => !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
};

/** The editorial side of `PUT /api/registration/update-profile` (issue 29); each list optional. */
export const editorialPreferencesSchema = z.object({
  reviewerInterests: z
    .array(interest, { error: PREFERENCE_MESSAGES.interests })
    .transform(dedupe)
    .pipe(z.array(z.string()).max(MAX_REVIEWER_INTERESTS, PREFERENCE_MESSAGES.interests))
    .optional(),
  mutedEditorMails: z
    .array(z.enum(EDITOR_MAIL_KINDS, { error: PREFERENCE_MESSAGES.mutedKind }), {
      error: PREFERENCE_MESSAGES.mutedList,
    })
    .transform((kinds) => [...new Set(kinds)])
    .optional(),
  /** Issue 44 item 2: in the publisher's reviewer pool. */
  reviewerPoolOptIn: z.boolean({ error: PREFERENCE_MESSAGES.optIn }).optional(),
  /** Issue 44 item 2: away until this day (left out of the pool before it); null: available. */
  unavailableUntil: z
    .string({ error: PREFERENCE_MESSAGES.unavailableUntil })
    .refine((v) => isUtcDay(v) && v >= utcDayOf(new Date()), PREFERENCE_MESSAGES.unavailableUntil)
    .nullable()
    .optional(),
});

export type EditorialPreferences = z.output<typeof editorialPreferencesSchema>;

/** The keys of the update-profile body that belong to the editorial side. */
export const PREFERENCE_KEYS = [
  'reviewerInterests',
  'mutedEditorMails',
  'reviewerPoolOptIn',
  'unavailableUntil',
] as const;
