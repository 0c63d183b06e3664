import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { authOf, editorialScopeOf } from '@journal/auth';
import type { EditorialAccess } from './editorial-access';
import { submissionGuard } from './editorial-access';
import { validate } from '@journal/errors';
import type { AnonymityService } from '../domain/anonymity/anonymity.service';
import type { PaperFileService } from '../domain/paper-file.service';
import { assertMultipart, receiveMultipart } from './multipart-upload';

const params = z.object({ id: z.string().max(100) });

/**
 * `POST /api/admin/submissions/:id/anonymous-version` (issue 26): an editor's anonymous version of the
 * current version, multipart `paperFile` under the paper upload's type and size rules. The gateway routes
 * this one admin path here (the submission service owns files and uploads).
 */
export function anonymousVersionRoutes(deps: {
  access: EditorialAccess;
  anonymity: AnonymityService;
  papers: PaperFileService;
}): Router {
  const router = Router();
  router.post(
    '/api/admin/submissions/:id/anonymous-version',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string }>, res: Response) => {
      const { id } = validate(params, req.params);
      assertMultipart(req, 'anonymous version');
      const upload = await receiveMultipart(req, deps.papers);
      const data = await deps.anonymity.uploadAnonymousVersion(
        authOf(req),
        editorialScopeOf(req),
        id,
        upload.file,
      );
      res.status(201).json({ success: true, data });
    },
  );
  return router;
}
