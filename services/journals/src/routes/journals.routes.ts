import { Router } from 'express';
import { authOf, requireAdmin, type TokenVerifier } from '@journal/auth';
import { validate } from '@journal/errors';
import { boardInput } from '../domain/board.input';
import { assertMayChangeFields } from '../domain/administrator-fields';
import type { BoardService } from '../domain/board.service';
import { receiveCover } from './cover-upload';
import type { CoversService } from '../domain/covers.service';
import { createJournalInput, updateJournalInput } from '../domain/journal.input';
import { journalAdminSummary, journalDetail, journalSummary } from '../domain/journal.views';
import type { JournalsService } from '../domain/journals.service';
import type { MembersService } from '../domain/members.service';
import { requireJournalManager } from './journal-access.middleware';
import { journalSlugOf } from './journal-slug';

export interface JournalsRoutesDeps {
  verifier: TokenVerifier;
  members: Pick<MembersService, 'roleIn'>;
  journals: JournalsService;
  boards: BoardService;
  covers: CoversService;
}

/** Journals, their boards and covers: public reads, the administrator's changes. */
export function journalsRoutes(deps: JournalsRoutesDeps): Router {
  const router = Router();
  const manager = requireJournalManager(deps.verifier, deps.members);

  router.get('/api/journals', async (_req, res) => {
    const journals = await deps.journals.list();
    res.json({ success: true, data: { journals: journals.map(journalSummary) } });
  });

  router.get('/api/journals/:slug', async (req, res) => {
    const journal = await deps.journals.get(journalSlugOf(req.params.slug));
    const board = await deps.boards.board(journal.slug);
    res.json({ success: true, data: { journal: journalDetail(journal, board) } });
  });

  router.get('/api/journals/:slug/board', async (req, res) => {
    res.json({ success: true, data: await deps.boards.board(journalSlugOf(req.params.slug)) });
  });

  router.get('/api/journals/:slug/cover', async (req, res) => {
    const cover = await deps.covers.open(journalSlugOf(req.params.slug));
    res.setHeader('Content-Type', cover.contentType);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    cover.stream.on('error', (err) => res.destroy(err));
    cover.stream.pipe(res);
  });

  router.get('/api/admin/journals', requireAdmin(deps.verifier), async (_req, res) => {
    const journals = await deps.journals.listAll();
    res.json({ success: true, data: { journals: journals.map(journalAdminSummary) } });
  });

  router.delete('/api/admin/journals/:slug', requireAdmin(deps.verifier), async (req, res) => {
    await deps.journals.delete(journalSlugOf(req.params.slug));
    res.json({ success: true, message: 'Journal deleted' });
  });

  router.post('/api/admin/journals', requireAdmin(deps.verifier), async (req, res) => {
    const journal = await deps.journals.create(validate(createJournalInput, req.body ?? {}));
    const board = await deps.boards.board(journal.slug);
    res.status(201).json({ success: true, data: { journal: journalDetail(journal, board) } });
  });

  router.put('/api/admin/journals/:slug', ...manager, async (req, res) => {
    const slug = journalSlugOf(req.params.slug);
    await deps.journals.get(slug); // 404 before 400: an unknown journal is not a form error
    assertMayChangeFields(authOf(req), req.body);
    const journal = await deps.journals.update(slug, validate(updateJournalInput, req.body ?? {}));
    res.json({ success: true, data: { journal: journalDetail(journal, await deps.boards.board(slug)) } });
  });

  router.put('/api/admin/journals/:slug/board', ...manager, async (req, res) => {
    const slug = journalSlugOf(req.params.slug);
    await deps.journals.get(slug);
    const { members } = validate(boardInput, req.body ?? {});
    res.json({ success: true, data: await deps.boards.replace(slug, members) });
  });

  router.put('/api/admin/journals/:slug/cover', ...manager, async (req, res) => {
    const slug = journalSlugOf(req.params.slug);
    await deps.journals.get(slug);
    const auth = authOf(req);
    await deps.covers.replace(slug, await receiveCover(req), auth.role === 'admin' ? undefined : auth.sub);
    const journal = await deps.journals.get(slug);
    res.json({ success: true, data: { journal: journalDetail(journal, await deps.boards.board(slug)) } });
  });

  return router;
}
