import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { z } from 'zod';
import { validate } from '@journal/errors';
import type { SubmissionService } from '../domain/submission.service';

const statusBody = z.object({
  status: z.unknown(),
  actorEmail: z.string({ error: 'actorEmail is required' }).email('actorEmail must be an email address'),
});

/** Service-to-service routes, mounted under /internal behind the INTERNAL_TOKEN check. */
export function internalRoutes(deps: { submissions: SubmissionService }): Router {
  const router = Router();

  // identity -> submission: the author's profile data.
  router.get('/authors/:userId/submissions', async (req, res) => {
    res.json(await deps.submissions.authorSubmissions(req.params.userId));
  });

  // admin -> submission: the current state of one submission.
  router.get('/submissions/:id', async (req, res) => {
    res.json({ submission: await deps.submissions.snapshot(req.params.id) });
  });

  // admin -> submission: status change (the submission service owns statuses).
  router.put('/submissions/:id/status', async (req, res) => {
    const body = validate(statusBody, req.body ?? {});
    res.json({
      submission: await deps.submissions.changeStatus(req.params.id, body.status, body.actorEmail),
    });
  });

  // admin -> submission: the stored bytes, streamed.
  router.get('/submissions/:id/file', async (req, res) => {
    const file = await deps.submissions.openFile(req.params.id);
    res.setHeader('content-type', file.contentType);
    res.setHeader('content-length', String(file.size));
    res.setHeader('x-file-extension', file.extension);
    res.setHeader('x-paper-title', encodeURIComponent(file.paperTitle));
    res.setHeader('cache-control', 'no-store');
    await pipeline(file.stream, res);
  });

  return router;
}
