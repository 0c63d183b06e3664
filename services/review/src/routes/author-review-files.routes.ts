import { Router, type Request, type Response } from 'express';
import { authOf, requireAuth, type TokenVerifier } from '@journal/auth';
import type { ReportAttachmentsService } from '../domain/attachment/report-attachments.service';
import { sendAttachment } from './send-attachment';

export const AUTHOR_REVIEW_FILES_PATH = '/api/registration/submissions/:id/reviewer-files';

/**
 * The reviewers' files an editor passed to the submitting author (issue 42, item 5), numbered and under
 * neutral names; anyone else's paper does not exist for the caller (404).
 */
export function authorReviewFilesRoutes(deps: {
  verifier: TokenVerifier;
  attachments: ReportAttachmentsService;
}): Router {
  const router = Router();

  router.get(
    AUTHOR_REVIEW_FILES_PATH,
    requireAuth(deps.verifier),
    async (req: Request<{ id: string }>, res: Response) => {
      const files = await deps.attachments.forAuthor(req.params.id, authOf(req));
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, data: { files } });
    },
  );

  router.get(
    `${AUTHOR_REVIEW_FILES_PATH}/:fileId`,
    requireAuth(deps.verifier),
    async (req: Request<{ id: string; fileId: string }>, res: Response) => {
      await sendAttachment(
        res,
        await deps.attachments.authorDownload(req.params.id, req.params.fileId, authOf(req)),
      );
    },
  );

  return router;
}
