import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import type { Pool } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import { servableGalleyOf } from '../domain/galley/galley-download';
import type { RecordUsage } from '../domain/usage/usage-recorder';

/** `/articles/{id}/galley.pdf`: the PDF of a live article, streamed from storage (`citation_pdf_url`). */
export function galleyDownloadRoutes(deps: {
  pool: Pool;
  storage: FileStorage;
  recordUsage: RecordUsage;
}): Router {
  const router = Router();
  router.get('/articles/:id/galley.pdf', async (req: Request<{ id: string }>, res) => {
    const servable = await servableGalleyOf(deps.pool, req.params.id);
    if ('refused' in servable) {
      const withdrawn = servable.refused === 'withdrawn';
      res
        .status(withdrawn ? 410 : 404)
        .type('text/plain')
        .set('Cache-Control', 'no-cache')
        .send(withdrawn ? 'This article has been withdrawn\n' : 'Not found\n');
      return;
    }
    const { article } = servable;
    const body = await deps.storage.get(article.galleyKey);
    deps.recordUsage(req, { articleId: article.id, journalSlug: article.journalId, metricKind: 'request' });
    res.status(200).set({
      'Content-Type': 'application/pdf',
      'Content-Length': String(article.galleySize),
      'Content-Disposition': `inline; filename="${article.doi.replace(/[^\w.-]+/g, '_')}.pdf"`,
      // The key changes with every upload, so the URL's bytes change only with it: short life, revalidate.
      'Cache-Control': 'public, max-age=300',
      ETag: `"${article.galleyKey.replace(/[^\w.-]+/g, '_')}"`,
      // Shown inline, but as a sandboxed document: no script runs even if one got past the upload check.
      'Content-Security-Policy': 'sandbox',
    });
    await pipeline(body, res);
  });
  return router;
}
