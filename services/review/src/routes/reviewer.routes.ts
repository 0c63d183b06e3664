import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { REVIEWER_MESSAGES, type ReviewerAccessService } from '../domain/reviewer-access.service';
import { ATTACHMENT_MESSAGES } from '../domain/attachment/attachment-file.policy';
import { reviewerAttachmentView } from '../domain/attachment/attachment.views';
import type { ReportAttachmentsService } from '../domain/attachment/report-attachments.service';
import type { AvailabilityService } from '../domain/reviewer-pool/availability.service';
import { receiveAttachment } from './attachment-upload';

const AVAILABILITY_SAVED = 'Your availability is saved';

/** The reviewer's link: `/api/reviews/{token}`, no account (docs/api.md, "Reviewers"). */
export function reviewerRoutes(deps: {
  reviewers: ReviewerAccessService;
  attachments: ReportAttachmentsService;
  availability: AvailabilityService;
}): Router {
  const router = Router();
  type TokenRequest = Request<{ token: string }>;

  router.get('/api/reviews/:token', async (req: TokenRequest, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const review = await deps.reviewers.view(req.params.token);
    const assignment = await deps.reviewers.resolve(req.params.token);
    res.json({
      success: true,
      review: { ...review, unavailableUntil: await deps.availability.of(assignment) },
    });
  });

  // Issue 44 item 2: "unavailable until" (null: available again), for the publisher's reviewer pool.
  router.post('/api/reviews/:token/availability', async (req: TokenRequest, res: Response) => {
    const assignment = await deps.reviewers.resolve(req.params.token);
    const availability = await deps.availability.set(assignment, req.body);
    res.json({ success: true, message: AVAILABILITY_SAVED, ...availability });
  });

  router.get('/api/reviews/:token/file', async (req: TokenRequest, res: Response) => {
    const { response, fileName } = await deps.reviewers.file(req.params.token);
    res.setHeader('Content-Type', response.headers.get('content-type') ?? 'application/octet-stream');
    const length = response.headers.get('content-length');
    if (length) res.setHeader('Content-Length', length);
    // An editor's anonymous version may be of another type than the author's file (.docx for a .doc).
    const extension = response.headers.get('x-file-extension');
    const name =
      extension && /^[a-z0-9]{1,16}$/.test(extension)
        ? fileName.replace(/\.[^.]*$/, `.${extension}`)
        : fileName;
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(Readable.fromWeb(response.body! as import('node:stream/web').ReadableStream), res);
  });

  router.post('/api/reviews/:token/accept', async (req: TokenRequest, res: Response) => {
    const review = await deps.reviewers.accept(req.params.token, req.body);
    res.json({ success: true, message: REVIEWER_MESSAGES.accept, review });
  });

  router.post('/api/reviews/:token/decline', async (req: TokenRequest, res: Response) => {
    const review = await deps.reviewers.decline(req.params.token, req.body);
    res.json({ success: true, message: REVIEWER_MESSAGES.decline, review });
  });

  router.post('/api/reviews/:token/report', async (req: TokenRequest, res: Response) => {
    const review = await deps.reviewers.report(req.params.token, req.body);
    res.status(201).json({ success: true, message: REVIEWER_MESSAGES.report, review });
  });

  // Issue 42, item 5: the one file a reviewer may attach to the report (sent again, it replaces the first).
  router.post('/api/reviews/:token/attachment', async (req: TokenRequest, res: Response) => {
    const assignment = await deps.reviewers.resolve(req.params.token);
    const file = await receiveAttachment(req);
    await deps.attachments.assertOpenForFiles(assignment);
    const attachment = await deps.attachments.attach(assignment, file);
    res.status(201).json({
      success: true,
      message: ATTACHMENT_MESSAGES.attached,
      attachment: reviewerAttachmentView(attachment),
    });
  });

  return router;
}
