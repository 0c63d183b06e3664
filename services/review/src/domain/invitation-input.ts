import { z } from 'zod';
import { isSafeText, ValidationError } from '@journal/errors';

export const MESSAGES = {
  email: 'Please enter a valid email address',
  givenNames: "Please enter the reviewer's given names",
  familyName: "Please enter the reviewer's family name",
  nameTooLong: 'Names must be at most 100 characters',
  dueDateFormat: 'Please enter the due date as YYYY-MM-DD',
  dueDatePast: 'The due date must be in the future',
} as const;

const name = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(100, MESSAGES.nameTooLong)
    .refine((v) => isSafeText(v), {
      message: 'Reviewer names contain a control or text-direction character',
    });

const invitationSchema = z.object({
  reviewerEmail: z
    .string({ error: MESSAGES.email })
    .trim()
    .max(254, MESSAGES.email)
    .pipe(z.email(MESSAGES.email)),
  givenNames: name(MESSAGES.givenNames),
  familyName: name(MESSAGES.familyName),
  dueDate: z
    .string({ error: MESSAGES.dueDateFormat })
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dueDateFormat)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: MESSAGES.dueDateFormat,
      },
    ),
  /** The editor confirmed the invitation despite the reviewer's conflicts (issue 29, item 4). */
  overrideConflict: z.boolean({ error: 'overrideConflict must be true or false' }).optional(),
  /** The editor confirmed the invitation though the copy's body still names the authors (issue 42 item 9). */
  confirmFindings: z.boolean({ error: 'confirmFindings must be true or false' }).optional(),
  /** The editor confirmed the invitation though the reviewer is at the load limit (issue 44 item 2). */
  confirmLoad: z.boolean({ error: 'confirmLoad must be true or false' }).optional(),
});

export type InvitationInput = z.infer<typeof invitationSchema>;

/** Validates an invitation body; every problem listed, the first as the message. */
export function parseInvitation(body: unknown, today: string): InvitationInput {
  const parsed = invitationSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      field: String(i.path[0] ?? 'body'),
      message: i.message,
    }));
    throw new ValidationError(errors[0]!.message, errors);
  }
  if (parsed.data.dueDate <= today)
    throw new ValidationError(MESSAGES.dueDatePast, [{ field: 'dueDate', message: MESSAGES.dueDatePast }]);
  return { ...parsed.data, reviewerEmail: parsed.data.reviewerEmail.toLowerCase() };
}
