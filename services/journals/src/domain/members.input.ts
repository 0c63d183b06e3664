import { z } from 'zod';
import { JOURNAL_ROLES } from '@journal/events';

export const MEMBER_MESSAGES = {
  email: 'Please enter a valid email address',
  role: 'Role must be manager or editor',
  alreadyMember: "This person is already on the journal's team",
  alreadyInvited: "This address has already been invited to the journal's team",
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
} as const;

/** `POST /api/admin/journals/{slug}/members { memberEmail, role }`; a 400 names the first bad field. */
export const addMemberInput = z.object({
  memberEmail: z
    .string({ error: MEMBER_MESSAGES.email })
    .trim()
    .max(254, MEMBER_MESSAGES.email)
    .pipe(z.email({ error: MEMBER_MESSAGES.email })),
  role: z.enum(JOURNAL_ROLES, { error: MEMBER_MESSAGES.role }),
});
export type AddMemberInput = z.infer<typeof addMemberInput>;

/** A member's id in a path: a uuid, or the member cannot exist (404, never SQL on a bad value). */
export const memberIdParam = z.guid();
/** An invitation's address in a path. */
export const invitationEmailParam = z.string().trim().max(254).pipe(z.email());
