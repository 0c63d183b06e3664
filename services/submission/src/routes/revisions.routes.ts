import { Router } from 'express';
import { authOf, requireAuth, type TokenVerifier } from '@journal/auth';
import type { PaperFileService, StoredPaper } from '../domain/paper-file.service';
import {
  REVISION_SUBMITTED_MESSAGE,
  type PeerReviewService,
} from '../domain/peer-review/peer-review.service';
import { receiveMultipart } from './multipart-upload';
import { ValidationError } from '@journal/errors';

/** `POST /api/registration/submissions/:id/revisions`: the author's revised version (issue 12), multipart. */
export function revisionsRoutes(deps: {
  verifier: TokenVerifier;
  review: PeerReviewService;
  papers: PaperFileService;
}): Router {
  const router = Router();
  router.post('/api/registration/submissions/:id/revisions', requireAuth(deps.verifier), async (req, res) => {
    if (!req.is('multipart/form-data'))
      throw new ValidationError('Send the revision as multipart/form-data with paperFile');
    const upload = await receiveMultipart<StoredPaper>(req, {
      acceptFile: (fileName, stream) => deps.papers.store(fileName, stream),
      discardFile: (stored) => deps.papers.discard(stored),
    });
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
