import { z } from 'zod';
import { safeText } from '@journal/errors';
import { INVALID_ORCID_MESSAGE, normalizeOrcid } from '@journal/metadata';

const orcid = z.union([z.string(), z.null()], { error: INVALID_ORCID_MESSAGE }).transform((value, ctx) => {
  if (value === null || value.trim() === '') return null;
  const bare = normalizeOrcid(value);
  if (!bare) ctx.addIssue({ code: 'custom', message: INVALID_ORCID_MESSAGE });
  return bare ?? z.NEVER;
});

const member = z.object({
  name: z
    .string({ error: 'Please enter the member’s name' })
    .trim()
    .min(1, 'Please enter the member’s name')
    .max(200, 'A name must be at most 200 characters')
    .pipe(safeText('Name')),
  roleTitle: z
    .string({ error: 'Please enter the member’s role' })
    .trim()
    .min(1, 'Please enter the member’s role')
    .max(120, 'A role must be at most 120 characters')
    .pipe(safeText('Role')),
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
