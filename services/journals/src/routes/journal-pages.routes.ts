import { Router, type Request } from 'express';
import { authOf, requireAdmin, type TokenVerifier } from '@journal/auth';
import { validate, validatePathParam } from '@journal/errors';
import type { JournalPagesService } from '../domain/journal-pages.service';
import type { MembersService } from '../domain/members.service';
import { newPageInput, PAGE_NOT_FOUND, pageInput, pageSlugParam } from '../domain/page.input';
import { requireJournalManager } from './journal-access.middleware';
import { journalSlugOf } from './journal-slug';

const journalOf = (req: Request) => journalSlugOf(req.params.slug);
const pageOf = (req: Request) => validatePathParam(pageSlugParam, req.params.page, PAGE_NOT_FOUND);

/** A journal's own pages (issue 41): anyone reads; the journal's managers and the administrator edit. */
export function journalPagesRoutes(deps: {
  verifier: TokenVerifier;
  members: Pick<MembersService, 'roleIn'>;
  journalPages: JournalPagesService;
}): Router {
  const router = Router();
  const manager = requireJournalManager(deps.verifier, deps.members);
  const journalAdmin = '/api/admin/journals/:slug/pages';

  router.get('/api/journals/:slug/pages', async (req, res) => {
    res.json({ success: true, data: { pages: await deps.journalPages.list(journalOf(req)) } });
  });

  router.get('/api/journals/:slug/pages/:page', async (req, res) => {
    const page = await deps.journalPages.get(journalOf(req), pageOf(req));
    res.json({ success: true, data: { page } });
  });

  router.post(journalAdmin, ...manager, async (req, res) => {
    const journal = journalOf(req);
    const page = await deps.journalPages.create(journal, validate(newPageInput, req.body ?? {}));
    res.status(201).json({ success: true, message: 'Page created', data: { page } });
  });

  router.put(`${journalAdmin}/:page`, ...manager, async (req, res) => {
    const journal = journalOf(req);
    const slug = pageOf(req);
    const page = await deps.journalPages.update(journal, slug, validate(pageInput, req.body ?? {}));
    res.json({ success: true, message: 'Page saved', data: { page } });
  });

  router.delete(`${journalAdmin}/:page`, ...manager, async (req, res) => {
    await deps.journalPages.remove(journalOf(req), pageOf(req));
    res.json({ success: true, message: 'Page deleted' });
  });

  // The publisher's pages (issue 44 item 3): every journal without its own page there shows them.
  const publisher = '/api/admin/publisher/pages';
  const admin = requireAdmin(deps.verifier);
  router.get(publisher, admin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data: { pages: await deps.journalPages.publisherList() } });
  });

  router.get(`${publisher}/:page`, admin, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data: { page: await deps.journalPages.publisherGet(pageOf(req)) } });
  });

  router.put(`${publisher}/:page`, admin, async (req, res) => {
    const slug = pageOf(req);
    const text = validate(pageInput, req.body ?? {});
    const page = await deps.journalPages.publisherSave(slug, text, authOf(req).email);
    res.json({ success: true, message: 'Page saved', data: { page } });
  });

  router.delete(`${publisher}/:page`, admin, async (req, res) => {
    await deps.journalPages.publisherRemove(pageOf(req));
    res.json({ success: true, message: 'Page deleted' });
  });

  return router;
}
