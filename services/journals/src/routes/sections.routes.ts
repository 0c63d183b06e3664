import { Router, type Request } from 'express';
import type { TokenVerifier } from '@journal/auth';
import { validate, validatePathParam } from '@journal/errors';
import type { MembersService } from '../domain/members.service';
import {
  newSectionInput,
  SECTION_NOT_FOUND,
  sectionChangeInput,
  sectionIdParam,
} from '../domain/section.input';
import type { SectionsService } from '../domain/sections.service';
import { requireJournalManager } from './journal-access.middleware';
import { journalSlugOf } from './journal-slug';

const journalOf = (req: Request) => journalSlugOf(req.params.slug);
const sectionOf = (req: Request) => validatePathParam(sectionIdParam, req.params.id, SECTION_NOT_FOUND);

/** A journal's sections (issue 42 item 2): anyone lists them; its managers and the administrator edit. */
export function sectionsRoutes(deps: {
  verifier: TokenVerifier;
  members: Pick<MembersService, 'roleIn'>;
  sections: SectionsService;
}): Router {
  const router = Router();
  const manager = requireJournalManager(deps.verifier, deps.members);
  const admin = '/api/admin/journals/:slug/sections';

  router.get('/api/journals/:slug/sections', async (req, res) => {
    res.json({ success: true, data: { sections: await deps.sections.list(journalOf(req)) } });
  });

  router.post(admin, ...manager, async (req, res) => {
    const journal = journalOf(req);
    const section = await deps.sections.create(journal, validate(newSectionInput, req.body ?? {}));
    res.status(201).json({ success: true, message: 'Section created', data: { section } });
  });

  router.put(`${admin}/:id`, ...manager, async (req, res) => {
    const journal = journalOf(req);
    const id = sectionOf(req);
    const section = await deps.sections.update(journal, id, validate(sectionChangeInput, req.body ?? {}));
    res.json({ success: true, message: 'Section saved', data: { section } });
  });

  router.delete(`${admin}/:id`, ...manager, async (req, res) => {
    await deps.sections.remove(journalOf(req), sectionOf(req));
    res.json({ success: true, message: 'Section deleted' });
  });

  return router;
}
