import { Router } from 'express';
import type { TokenVerifier } from '@journal/auth';
import { validate, validatePathParam } from '@journal/errors';
import {
  addMemberInput,
  invitationEmailParam,
  MEMBER_MESSAGES,
  memberIdParam,
} from '../domain/members.input';
import type { MembersService } from '../domain/members.service';
import { requireJournalManager } from './journal-access.middleware';
import { journalSlugOf } from './journal-slug';

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
    res.json({ success: true, data: await deps.members.list(journalSlugOf(req.params.slug)) });
  });

  router.post(base, ...manager, async (req, res) => {
    const slug = journalSlugOf(req.params.slug);
    const input = validate(addMemberInput, req.body ?? {});
    const added = await deps.members.add(slug, input);
    res.status(201).json({
      success: true,
      message: added.member ? 'Member added' : 'Invitation sent',
      data: added,
    });
  });

  router.delete(`${base}/:userId`, ...manager, async (req, res) => {
    const slug = journalSlugOf(req.params.slug);
    const userId = validatePathParam(memberIdParam, req.params.userId, MEMBER_MESSAGES.memberNotFound);
    await deps.members.remove(slug, userId);
    res.json({ success: true, message: 'Member removed' });
  });

  router.delete('/api/admin/journals/:slug/invitations/:email', ...manager, async (req, res) => {
    const slug = journalSlugOf(req.params.slug);
    const email = validatePathParam(
      invitationEmailParam,
      req.params.email,
      MEMBER_MESSAGES.invitationNotFound,
    );
    await deps.members.cancelInvitation(slug, email);
    res.json({ success: true, message: 'Invitation cancelled' });
  });

  return router;
}
