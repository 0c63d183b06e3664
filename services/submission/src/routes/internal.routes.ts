import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { validate } from '@journal/errors';
import type { AnonymityService } from '../domain/anonymity/anonymity.service';
import type { SubmissionService } from '../domain/submission.service';
import type { PeerReviewService } from '../domain/peer-review/peer-review.service';

const statusBody = z.object({
  status: z.unknown(),
  actorEmail: z.string({ error: 'actorEmail is required' }).email('actorEmail must be an email address'),
});

/** Streams stored bytes to another service: type, size and extension, plus what the route adds. */
async function sendStoredFile(
  res: Response,
  file: { contentType: string; size: number; extension: string; stream: NodeJS.ReadableStream },
  headers: Record<string, string>,
): Promise<void> {
  res.setHeader('content-type', file.contentType);
  res.setHeader('content-length', String(file.size));
  res.setHeader('x-file-extension', file.extension);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('cache-control', 'no-store');
  await pipeline(file.stream, res);
}

/** Service-to-service routes, mounted under /internal behind the INTERNAL_TOKEN check. */
export function internalRoutes(deps: {
  submissions: SubmissionService;
  review: PeerReviewService;
  anonymity: AnonymityService;
}): Router {
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
    await sendStoredFile(res, file, { 'x-paper-title': encodeURIComponent(file.paperTitle) });
  });

  // review -> submission (issue 12): versions and history for the editors' detail page, with the
  // current version's anonymity (issue 26).
  router.get('/submissions/:id/versions', async (req, res) => {
    const files = await deps.review.versions(req.params.id);
    const anonymity = await deps.anonymity.view(
      req.params.id,
      files.current_version,
      files.versions.length > 0,
    );
    res.json({ ...files, anonymity });
  });

  // admin and review -> submission: one stored version's bytes (old versions stay downloadable).
  router.get('/submissions/:id/versions/:number/file', async (req, res) => {
    const file = await deps.review.openVersion(req.params.id, Number(req.params.number));
    await sendStoredFile(res, file, {
      'x-file-version': String(file.number),
      'x-paper-title': encodeURIComponent(file.paperTitle),
    });
  });

  // review -> submission (issue 26): what a reviewer downloads for a version, never the original
  // unless it has nothing to clean; 409 while it waits for an editor's anonymous version.
  router.get('/submissions/:id/versions/:number/reviewer-copy', async (req, res) => {
    const file = await deps.anonymity.openReviewerCopy(req.params.id, Number(req.params.number));
    await sendStoredFile(res, file, { 'x-file-version': String(file.number) });
  });

  // review -> submission: whether an editor's decision has reached this service yet (ADR 0027: decisions
  // and review starts arrive only as events; the editor's answer waits on this read, never writes here).
  router.get('/submissions/:id/decisions/:decisionId', async (req, res) => {
    res.json({ submission: await deps.review.appliedDecision(req.params.id, req.params.decisionId) });
  });

  return router;
}
