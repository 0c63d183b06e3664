import { Router } from 'express';
import { authOf, requireAuth, type TokenVerifier } from '@journal/auth';
import { ValidationError } from '@journal/errors';
import { countUpload } from '@journal/metrics';
import type { PaperFileService, StoredPaper } from '../domain/paper-file.service';
import type { StoredSupplementary, SupplementaryFilesService } from '../domain/supplementary-files.service';
import { SUBMITTED_MESSAGE, type SubmissionService } from '../domain/submission.service';
import { FILE_REQUIRED_MESSAGE } from '../domain/upload/file-type.policy';
import { uploadRefusalReason } from '../domain/upload/upload-refusal';
import { receiveMultipart } from './multipart-upload';

/**
 * `POST /api/registration/submit-paper`: a multipart form whose paperFile streams to storage while it
 * is checked, or a JSON body without a file (docs/api.md allows both).
 */
export function submitPaperRoutes(deps: {
  verifier: TokenVerifier;
  submissions: SubmissionService;
  papers: PaperFileService;
  supplementary: SupplementaryFilesService;
}): Router {
  const router = Router();
  router.post('/api/registration/submit-paper', requireAuth(deps.verifier), async (req, res) => {
    const auth = authOf(req);
    let form: unknown = req.body;
    let file: StoredPaper | undefined;
    let extras: StoredSupplementary[] = [];
    const multipart = Boolean(req.is('multipart/form-data'));
    let submission;
    try {
      if (multipart) {
        // Optional supplementary files (issue 42 item 8) beside the one paperFile.
        const upload = await receiveMultipart(req, deps.papers, deps.supplementary);
        extras = upload.extras ?? [];
        if (!upload.file) {
          await Promise.all(extras.map((extra) => deps.supplementary.discard(extra)));
          throw new ValidationError(FILE_REQUIRED_MESSAGE);
        }
        form = upload.fields;
        file = upload.file;
      }
      submission = await deps.submissions.submit(auth, form, file, extras);
    } catch (error) {
      if (multipart) countUpload('refused', uploadRefusalReason(error));
      throw error;
    }
    if (file) countUpload('accepted');
    res.status(201).json({ success: true, message: SUBMITTED_MESSAGE, submission });
  });
  return router;
}
