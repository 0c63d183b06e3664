import { Router, type Request, type Response } from 'express';
import { authOf, editorialGuard, type EditorialRoles, type TokenVerifier } from '@journal/auth';
import { AppError } from '@journal/errors';
import type { SubmissionClient } from '../clients/submission.client';
import type { DecisionsService } from '../domain/decisions.service';
import { parseIdempotencyKey } from '../domain/idempotency-key';
import type { InvitationsService } from '../domain/invitations.service';
import { ATTACHMENT_MESSAGES } from '../domain/attachment/attachment-file.policy';
import { editorAttachmentView } from '../domain/attachment/attachment.views';
import type { ReportAttachmentsService } from '../domain/attachment/report-attachments.service';
import { sendAttachment } from './send-attachment';

/** Editors' review actions on one submission (docs/api.md, "Peer review"). */
export function adminReviewRoutes(deps: {
  verifier: TokenVerifier;
  /** A non-administrator's journal roles (issue 28); unset: only the administrator's token. */
  journalRoles?: EditorialRoles;
  submissions: Pick<SubmissionClient, 'snapshot'>;
  invitations: InvitationsService;
  decisions: DecisionsService;
  attachments: ReportAttachmentsService;
}): Router {
  const router = Router();
  // The administrator passes without a lookup; an editor only for a paper of their journals (else 404).
  const guard = editorialGuard({
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

  router.post(
    '/api/admin/submissions/:id/reviewers',
    ...guard,
    async (req: Request<{ id: string }>, res: Response) => {
      const assignment = await deps.invitations.invite(req.params.id, req.body, authOf(req).email);
      res.status(201).json({ success: true, message: 'Reviewer invited', assignment });
    },
  );

  router.delete(
    '/api/admin/submissions/:id/reviewers/:assignmentId',
    ...guard,
    async (req: Request<{ id: string; assignmentId: string }>, res: Response) => {
      const assignment = await deps.invitations.cancel(req.params.id, req.params.assignmentId);
      res.json({ success: true, message: 'Invitation cancelled', assignment });
    },
  );

  type AttachmentRequest = Request<{ id: string; assignmentId: string }>;
  // Issue 42, item 5: the reviewer's file, for the editors; passing it to the authors is their explicit act.
  router.get(
    '/api/admin/submissions/:id/reviewers/:assignmentId/attachment',
    ...guard,
    async (req: AttachmentRequest, res: Response) => {
      await sendAttachment(res, await deps.attachments.forEditor(req.params.id, req.params.assignmentId));
    },
  );

  router.post(
    '/api/admin/submissions/:id/reviewers/:assignmentId/attachment/share',
    ...guard,
    async (req: AttachmentRequest, res: Response) => {
      const shared = await deps.attachments.share(req.params.id, req.params.assignmentId, authOf(req).email);
      res.json({
        success: true,
        message: ATTACHMENT_MESSAGES.shared,
        attachment: editorAttachmentView(shared),
      });
    },
  );

  router.post(
    '/api/admin/submissions/:id/decision',
    ...guard,
    async (req: Request<{ id: string }>, res: Response) => {
      const key = parseIdempotencyKey(req.headers['idempotency-key']);
      res.status(201).json(await deps.decisions.decide(req.params.id, req.body, authOf(req).email, key));
    },
  );

  return router;
}
