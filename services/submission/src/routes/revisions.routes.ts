import { Router } from 'express';
import { authOf, requireAuth, type TokenVerifier } from '@journal/auth';
import type { PaperFileService } from '../domain/paper-file.service';
import {
  REVISION_SUBMITTED_MESSAGE,
  type PeerReviewService,
} from '../domain/peer-review/peer-review.service';
import { assertMultipart, receiveMultipart } from './multipart-upload';

/** `POST /api/registration/submissions/:id/revisions`: the author's revised version (issue 12), multipart. */
export function revisionsRoutes(deps: {
  verifier: TokenVerifier;
  review: PeerReviewService;
  papers: PaperFileService;
}): Router {
  const router = Router();
  router.post('/api/registration/submissions/:id/revisions', requireAuth(deps.verifier), async (req, res) => {
    assertMultipart(req, 'revision');
    const upload = await receiveMultipart(req, deps.papers);
    const result = await deps.review.submitRevision(
      authOf(req),
      String(req.params.id),
      upload.fields,
      upload.file,
    );
    res.status(201).json({ success: true, message: REVISION_SUBMITTED_MESSAGE, ...result });
  });
  return router;
}
