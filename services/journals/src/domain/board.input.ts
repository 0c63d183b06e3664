import { z } from 'zod';
import { safeText } from '@journal/errors';
import { INVALID_ORCID_MESSAGE, normalizeOrcid } from '@journal/metadata';
import { clearableIdentifier, requiredText } from './text-input';

const orcid = clearableIdentifier(normalizeOrcid, INVALID_ORCID_MESSAGE);

const member = z.object({
  name: requiredText({
    label: 'Name',
    max: 200,
    missing: 'Please enter the member’s name',
    tooLong: 'A name must be at most 200 characters',
  }),
  roleTitle: requiredText({
    label: 'Role',
    max: 120,
    missing: 'Please enter the member’s role',
    tooLong: 'A role must be at most 120 characters',
  }),
  affiliation: z
    .string({ error: 'The affiliation must be text' })
    .trim()
    .max(500, 'The affiliation must be at most 500 characters')
    .pipe(safeText('Affiliation'))
    .default(''),
  orcid: orcid.optional().transform((value) => value ?? null),
});
export type BoardMemberInput = z.infer<typeof member>;

/** PUT /api/admin/journals/{slug}/board: the whole current board, in display order. */
export const boardInput = z.object({
  members: z
    .array(member, { error: 'Send the board as a list of members' })
    .max(200, 'A board may list at most 200 members')
    .superRefine((members, ctx) => {
      // Identity from one PUT to the next is the ORCID iD, else the name: each must appear once.
      const seen = new Set<string>();
      members.forEach((m, index) => {
        const key = memberIdentity(m);
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [index, m.orcid ? 'orcid' : 'name'],
            message: 'A member is listed twice',
          });
        seen.add(key);
      });
    }),
});

/** Who a member is across PUTs: the ORCID iD when there is one, else the name (case and spaces ignored). */
export function memberIdentity(m: { name: string; orcid: string | null }): string {
  return m.orcid ? `orcid:${m.orcid}` : `name:${m.name.toLowerCase().replace(/\s+/g, ' ')}`;
}
