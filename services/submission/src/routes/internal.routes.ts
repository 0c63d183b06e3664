import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { NotFoundError, ValidationError, validate } from '@journal/errors';
import { InvalidEventError, parseEvent, type KnownEvent } from '@journal/events';
import type { AnonymityService } from '../domain/anonymity/anonymity.service';
import type { SubmissionService } from '../domain/submission.service';
import type { TransfersService } from '../domain/transfers/transfers.service';
import type { SupplementaryFilesService } from '../domain/supplementary-files.service';
import { sendSupplementary } from './supplementary-files.routes';
import type { PeerReviewService } from '../domain/peer-review/peer-review.service';
import { applyAcceptanceEvent, applyDecisionEvent } from '../domain/peer-review/review-outcomes';

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

type HandedOverEvent = Extract<
  KnownEvent,
  { type: 'review.decision_recorded.v1' | 'review.reviewer_accepted.v1' }
>;

/** The handed-over event, checked against its contract; only the two types that hand over, about `:id`. */
function reviewEventOf(body: unknown, submissionId: string): HandedOverEvent {
  let event: KnownEvent;
  try {
    event = parseEvent(body);
  } catch (error) {
    if (error instanceof InvalidEventError) throw new ValidationError(error.message);
    throw error;
  }
  if (event.type !== 'review.decision_recorded.v1' && event.type !== 'review.reviewer_accepted.v1')
    throw new ValidationError(`${event.type} is not handed over`);
  if (event.payload.submissionId !== submissionId) throw new NotFoundError('Submission not found');
  return event;
}

/** Service-to-service routes, mounted under /internal behind the INTERNAL_TOKEN check. */
export function internalRoutes(deps: {
  submissions: SubmissionService;
  review: PeerReviewService;
  anonymity: AnonymityService;
  transfers: TransfersService;
  supplementary: SupplementaryFilesService;
}): Router {
  const router = Router();

  // publishing -> submission (issue 42 item 8): a published paper's supplementary file, streamed for its
  // article page and issue archive (publishing checks the article is live and lists the file first).
  router.get('/submissions/:id/supplementary-files/:fileId', async (req, res) => {
    await sendSupplementary(res, await deps.supplementary.open(req.params.id, req.params.fileId));
  });

  // identity -> submission: the author's profile data.
  router.get('/authors/:userId/submissions', async (req, res) => {
    res.json(await deps.submissions.authorSubmissions(req.params.userId));
  });

  // admin -> submission: the current state of one submission.
  router.get('/submissions/:id', async (req, res) => {
    res.json({ submission: await deps.submissions.snapshot(req.params.id) });
  });

  // admin -> submission: the cover letter and the author's agreements, which only editors read (issue 42
  // item 8); kept out of the snapshot above, which the review service reads too.
  router.get('/submissions/:id/editors-only', async (req, res) => {
    const editorsOnly = await deps.submissions.editorsOnly(req.params.id);
    // Issue 44 item 1: the paper's transfer offers, and the journal it was transferred from.
    res.json({ ...editorsOnly, transfers: await deps.transfers.editorsRecord(req.params.id) });
  });

  // publishing -> submission: status change (the submission service owns statuses); the answer carries
  // the change's event, which publishing applies at once (ADR 0039).
  router.put('/submissions/:id/status', async (req, res) => {
    const body = validate(statusBody, req.body ?? {});
    res.json(await deps.submissions.changeStatus(req.params.id, body.status, body.actorEmail));
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

  // review -> submission (issue 42 item 9): what the current version's reviewers' copy still names,
  // scanned first if need be, for the invitation's check.
  router.get('/submissions/:id/anonymity', async (req, res) => {
    res.json({ anonymity: await deps.anonymity.currentFindings(req.params.id) });
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

  // review -> submission (ADR 0039): the decision or acceptance event review has just committed, handed
  // over once so its answer shows the effect; applied by the handler its consumer group runs, so the bus
  // delivery that follows changes nothing. Answers the paper's status after it.
  router.post('/submissions/:id/review-events', async (req, res) => {
    const event = reviewEventOf(req.body, req.params.id);
    const submission =
      event.type === 'review.decision_recorded.v1'
        ? await applyDecisionEvent(deps.review, event)
        : await applyAcceptanceEvent(deps.review, event);
    res.json({ submission });
  });

  // review -> submission: whether an editor's decision has reached this service yet (the answer to a
  // retried decision whose first request has not stored its answer; a read, never a write).
  router.get('/submissions/:id/decisions/:decisionId', async (req, res) => {
    res.json({ submission: await deps.review.appliedDecision(req.params.id, req.params.decisionId) });
  });

  return router;
}
