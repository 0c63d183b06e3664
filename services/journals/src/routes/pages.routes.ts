import { Router } from 'express';
import { requireAdmin, type TokenVerifier } from '@journal/auth';
import { NotFoundError, validate } from '@journal/errors';
import { PAGE_NOT_FOUND, pageInput, pageSlugParam } from '../domain/page.input';
import type { PagesService } from '../domain/pages.service';

function slugOf(raw: unknown) {
  const slug = pageSlugParam.safeParse(raw);
  if (!slug.success) throw new NotFoundError(PAGE_NOT_FOUND);
  return slug.data;
}

/** The site's own pages (Markdown). */
export function pagesRoutes(deps: { verifier: TokenVerifier; pages: PagesService }): Router {
  const router = Router();

  router.get('/api/pages/:slug', async (req, res) => {
    res.json({ success: true, data: { page: await deps.pages.get(slugOf(req.params.slug)) } });
  });

  router.put('/api/admin/pages/:slug', requireAdmin(deps.verifier), async (req, res) => {
    const slug = slugOf(req.params.slug);
    const page = await deps.pages.save(slug, validate(pageInput, req.body ?? {}));
    res.json({ success: true, data: { page } });
  });

  return router;
}
