import { Router } from 'express';
import type { TokenVerifier } from '@journal/auth';
import { NotFoundError, validate } from '@journal/errors';
import { JOURNAL_NOT_FOUND } from '../domain/board.service';
import { slugField } from '../domain/journal.input';
import {
  addMemberInput,
  invitationEmailParam,
  MEMBER_MESSAGES,
  memberIdParam,
} from '../domain/members.input';
import type { MembersService } from '../domain/members.service';
import { requireJournalManager } from './journal-access.middleware';

function slugOf(raw: unknown): string {
  const slug = slugField.safeParse(raw);
  if (!slug.success) throw new NotFoundError(JOURNAL_NOT_FOUND);
  return slug.data;
}

/**
 * A journal's editorial team (issue 28 part 3): the administrator and the journal's managers list it,
 * add people (a role, or an invitation for an address without a proven account) and remove them.
 */
export function membersRoutes(deps: { verifier: TokenVerifier; members: MembersService }): Router {
  const router = Router();
  const manager = requireJournalManager(deps.verifier, deps.members);
  const base = '/api/admin/journals/:slug/members';

  router.get(base, ...manager, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data: await deps.members.list(slugOf(req.params.slug)) });
  });

  router.post(base, ...manager, async (req, res) => {
    const slug = slugOf(req.params.slug);
    const input = validate(addMemberInput, req.body ?? {});
    const added = await deps.members.add(slug, input);
    res.status(201).json({
      success: true,
      message: added.member ? 'Member added' : 'Invitation sent',
      data: added,
    });
  });

  router.delete(`${base}/:userId`, ...manager, async (req, res) => {
    const slug = slugOf(req.params.slug);
    const userId = memberIdParam.safeParse(req.params.userId);
    if (!userId.success) throw new NotFoundError(MEMBER_MESSAGES.memberNotFound);
    await deps.members.remove(slug, userId.data);
    res.json({ success: true, message: 'Member removed' });
  });

  router.delete('/api/admin/journals/:slug/invitations/:email', ...manager, async (req, res) => {
    const slug = slugOf(req.params.slug);
    const email = invitationEmailParam.safeParse(req.params.email);
    if (!email.success) throw new NotFoundError(MEMBER_MESSAGES.invitationNotFound);
    await deps.members.cancelInvitation(slug, email.data);
    res.json({ success: true, message: 'Invitation cancelled' });
  });

  return router;
}
