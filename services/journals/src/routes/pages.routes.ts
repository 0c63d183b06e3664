import { Router } from 'express';
import { requireAdmin, type TokenVerifier } from '@journal/auth';
import { validate, validatePathParam } from '@journal/errors';
import { newPageInput, PAGE_NOT_FOUND, pageInput, pageSlugParam } from '../domain/page.input';
import type { PagesService } from '../domain/pages.service';

const slugOf = (raw: unknown) => validatePathParam(pageSlugParam, raw, PAGE_NOT_FOUND);

/** The site's own pages (Markdown, with its sanitized HTML): anyone reads, the administrator edits. */
export function pagesRoutes(deps: { verifier: TokenVerifier; pages: PagesService }): Router {
  const router = Router();
  const admin = requireAdmin(deps.verifier);

  router.get('/api/pages', async (_req, res) => {
    res.json({ success: true, data: { pages: await deps.pages.list() } });
  });

  router.get('/api/pages/:slug', async (req, res) => {
    res.json({ success: true, data: { page: await deps.pages.get(slugOf(req.params.slug)) } });
  });

  router.post('/api/admin/pages', admin, async (req, res) => {
    const page = await deps.pages.create(validate(newPageInput, req.body ?? {}));
    res.status(201).json({ success: true, message: 'Page created', data: { page } });
  });

  router.put('/api/admin/pages/:slug', admin, async (req, res) => {
    const slug = slugOf(req.params.slug);
    const page = await deps.pages.update(slug, validate(pageInput, req.body ?? {}));
    res.json({ success: true, message: 'Page saved', data: { page } });
  });

  router.delete('/api/admin/pages/:slug', admin, async (req, res) => {
    await deps.pages.remove(slugOf(req.params.slug));
    res.json({ success: true, message: 'Page deleted' });
  });

  return router;
}
