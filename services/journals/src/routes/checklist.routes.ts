import { Router } from 'express';
import { requireAdmin, type TokenVerifier } from '@journal/auth';
import { validate } from '@journal/errors';
import { checklistInput } from '../domain/checklist.input';
import type { ChecklistService } from '../domain/checklist.service';
import type { MembersService } from '../domain/members.service';
import { requireJournalManager } from './journal-access.middleware';
import { journalSlugOf } from './journal-slug';

/**
 * A journal's submission checklist (issue 42, item 8): anyone reads it; its managers and the administrator
 * edit. The publisher's (issue 44 item 3) is inherited by every journal without its own.
 */
export function checklistRoutes(deps: {
  verifier: TokenVerifier;
  members: Pick<MembersService, 'roleIn'>;
  checklist: ChecklistService;
}): Router {
  const router = Router();
  const manager = requireJournalManager(deps.verifier, deps.members);

  router.get('/api/journals/:slug/checklist', async (req, res) => {
    const items = await deps.checklist.items(journalSlugOf(req.params.slug));
    res.json({ success: true, data: { items } });
  });

  // `inherited`: the journal has no list of its own and uses the publisher's (issue 44 item 3), also sent.
  router.get('/api/admin/journals/:slug/checklist', ...manager, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const state = await deps.checklist.state(journalSlugOf(req.params.slug));
    res.json({ success: true, data: state });
  });

  router.put('/api/admin/journals/:slug/checklist', ...manager, async (req, res) => {
    const slug = journalSlugOf(req.params.slug);
    await deps.checklist.items(slug); // 404 before 400: an unknown journal is not a form error
    const items = await deps.checklist.replace(slug, validate(checklistInput, req.body ?? {}));
    res.json({ success: true, message: 'Checklist saved', data: { items, inherited: false } });
  });

  // Drops the journal's own list: it inherits the publisher's again.
  router.delete('/api/admin/journals/:slug/checklist', ...manager, async (req, res) => {
    const slug = journalSlugOf(req.params.slug);
    await deps.checklist.replace(slug, null);
    res.json({ success: true, message: 'Checklist inherited', data: await deps.checklist.state(slug) });
  });

  // The publisher's list (issue 44 item 3): the administrator's alone.
  router.get('/api/admin/publisher/checklist', requireAdmin(deps.verifier), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data: { items: await deps.checklist.publisherItems() } });
  });

  router.put('/api/admin/publisher/checklist', requireAdmin(deps.verifier), async (req, res) => {
    const items = await deps.checklist.replacePublisher(validate(checklistInput, req.body ?? {}));
    res.json({ success: true, message: 'Checklist saved', data: { items } });
  });

  return router;
}
