import { z } from 'zod';

/** POST /api/profile/orcid/authorize: whether to ask ORCID for adding works to the record too. */
export const orcidAuthorizeSchema = z
  .object({ addWorks: z.boolean({ error: 'addWorks must be true or false' }).optional() })
  .optional()
  .transform((body) => ({ addWorks: body?.addWorks ?? false }));

const once = z.string({ error: 'Each query parameter must be given once' }).max(2_000).optional();

/** GET /api/orcid/callback: what ORCID appends to the redirect URI (a code, or an error), with our state. */
export const orcidCallbackSchema = z.object({ code: once, state: once, error: once });

/** A co-author's invitation link token (the path's last part). */
export const invitationTokenSchema = z
  .string()
  .regex(/^[\w-]{20,200}$/, { error: 'This ORCID invitation is not valid or has expired.' });

/** POST /internal/orcid/invitations: the co-author and the paper a mail is about to invite. */
export const invitationRequestSchema = z.object({
  submissionId: z.guid(),
  email: z.email(),
  givenNames: z.string().max(200),
  familyName: z.string().max(200),
  paperTitle: z.string().min(1).max(2_000),
});
