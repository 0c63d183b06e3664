import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { authOf, requireAuth, type TokenVerifier } from '@journal/auth';
import { validate } from '@journal/errors';
import { attachmentDisposition } from '@journal/http';
import type { SupplementaryFilesService } from '../domain/supplementary-files.service';
import { submissionGuard, type EditorialAccess } from './editorial-access';
import { assertSupplementaryMultipart, receiveSupplementary } from './multipart-upload';

const params = z.object({ id: z.string().max(100), fileId: z.string().max(100).optional() });

/** Streams one supplementary file as an attachment under the name its author gave it. */
export async function sendSupplementary(
  res: Response,
  opened: Awaited<ReturnType<SupplementaryFilesService['open']>>,
): Promise<void> {
  res.setHeader('Content-Type', opened.file.mediaType);
  res.setHeader('Content-Length', String(opened.file.size));
  res.setHeader('Content-Disposition', attachmentDisposition(opened.file.originalName, 'supplementary'));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  await pipeline(opened.stream, res);
}

/**
 * Issue 42 item 8: the owning author lists, adds (multipart `supplementaryFiles`, optional `description`)
 * and removes a paper's supplementary files while it is submitted or a revision is open; the paper's
 * editors download them. Reviewers never get them (docs/product-decisions.md).
 */
export function supplementaryFilesRoutes(deps: {
  verifier: TokenVerifier;
  access: EditorialAccess;
  supplementary: SupplementaryFilesService;
}): Router {
  const router = Router();
  const auth = requireAuth(deps.verifier);
  const base = '/api/registration/submissions/:id/supplementary-files';

  router.get(base, auth, async (req, res) => {
    const { id } = validate(params, req.params);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data: { files: await deps.supplementary.listForAuthor(authOf(req), id) } });
  });

  router.post(base, auth, async (req, res) => {
    const { id } = validate(params, req.params);
    assertSupplementaryMultipart(req);
    const upload = await receiveSupplementary(req, deps.supplementary);
    const files = await deps.supplementary.add(
      authOf(req),
      id,
      upload.extras ?? [],
      upload.fields.description,
    );
    res.status(201).json({ success: true, data: { files } });
  });

  router.delete(`${base}/:fileId`, auth, async (req, res) => {
    const { id, fileId } = validate(params, req.params);
    const files = await deps.supplementary.remove(authOf(req), id, fileId ?? '');
    res.json({ success: true, data: { files } });
  });

  router.get(
    '/api/admin/submissions/:id/supplementary-files/:fileId',
    ...submissionGuard(deps.access),
    async (req: Request<{ id: string; fileId: string }>, res: Response) => {
      const { id, fileId } = validate(params, req.params);
      await sendSupplementary(res, await deps.supplementary.open(id, fileId ?? ''));
    },
  );
  return router;
}
