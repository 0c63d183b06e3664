import { Router, type Request, type Response } from 'express';
import { authOf, editorialGuard, requireAuth, type EditorialRoles, type TokenVerifier } from '@journal/auth';
import { AppError } from '@journal/errors';
import type { SubmissionClient } from '../clients/submission.client';
import type { DiscussionsService } from '../domain/discussions/discussions.service';

/**
 * Discussions on a submission (docs/api.md, "Discussions"): the editors' threads, the author's from their
 * profile, the reviewer's through their link. Each side reaches only its own threads.
 */
export function discussionsRoutes(deps: {
  verifier: TokenVerifier;
  /** A non-administrator's journal roles (issue 28); unset: only the administrator's token. */
  journalRoles?: EditorialRoles;
  submissions: Pick<SubmissionClient, 'snapshot'>;
  discussions: DiscussionsService;
}): Router {
  const router = Router();
  // The editorial page's access rule: the administrator, or an editor or manager of the paper's journal
  // (another journal's paper answers 404 `Submission not found`).
  const editors = editorialGuard({
    verifier: deps.verifier,
    roles: deps.journalRoles,
    submissionJournal: async (id) => {
      try {
        return (await deps.submissions.snapshot(id)).journal_id;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      }
    },
  });
  const signedIn = requireAuth(deps.verifier);
  type Paper = Request<{ id: string }>;
  type PaperThread = Request<{ id: string; threadId: string }>;
  type Link = Request<{ token: string }>;
  type LinkThread = Request<{ token: string; threadId: string }>;

  router.get('/api/admin/submissions/:id/discussions', ...editors, async (req: Paper, res: Response) => {
    res.json({ success: true, data: { threads: await deps.discussions.editorThreads(req.params.id) } });
  });

  router.post('/api/admin/submissions/:id/discussions', ...editors, async (req: Paper, res: Response) => {
    const thread = await deps.discussions.startThread(req.params.id, req.body, authOf(req).email);
    res.status(201).json({ success: true, message: 'Discussion started', data: { thread } });
  });

  router.post(
    '/api/admin/submissions/:id/discussions/:threadId/messages',
    ...editors,
    async (req: PaperThread, res: Response) => {
      const thread = await deps.discussions.editorReply(
        req.params.id,
        req.params.threadId,
        req.body,
        authOf(req).email,
      );
      res.status(201).json({ success: true, message: 'Message sent', data: { thread } });
    },
  );

  router.get('/api/registration/submissions/:id/discussions', signedIn, async (req: Paper, res: Response) => {
    const threads = await deps.discussions.authorThreads(req.params.id, authOf(req).sub);
    res.json({ success: true, data: { threads } });
  });

  router.post(
    '/api/registration/submissions/:id/discussions/:threadId/messages',
    signedIn,
    async (req: PaperThread, res: Response) => {
      const thread = await deps.discussions.authorReply(
        req.params.id,
        req.params.threadId,
        req.body,
        authOf(req).sub,
      );
      res.status(201).json({ success: true, message: 'Message sent', data: { thread } });
    },
  );

  router.get('/api/reviews/:token/discussions', async (req: Link, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const threads = await deps.discussions.reviewerThreads(req.params.token);
    res.json({ success: true, data: { threads } });
  });

  router.post(
    '/api/reviews/:token/discussions/:threadId/messages',
    async (req: LinkThread, res: Response) => {
      const thread = await deps.discussions.reviewerReply(req.params.token, req.params.threadId, req.body);
      res.status(201).json({ success: true, message: 'Message sent', data: { thread } });
    },
  );

  return router;
}
