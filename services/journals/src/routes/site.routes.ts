import { Router } from 'express';
import { requireAdmin, type TokenVerifier } from '@journal/auth';
import { validate } from '@journal/errors';
import { siteInput } from '../domain/site.input';
import type { SiteService } from '../domain/site.service';
import { SITE_LOGO_PATH } from '../domain/site.views';
import { receiveLogo } from './logo-upload';

/** The site settings: every page reads them, the administrator changes them in the Site page. */
export function siteRoutes(deps: { verifier: TokenVerifier; site: SiteService }): Router {
  const router = Router();
  const admin = requireAdmin(deps.verifier);

  router.get('/api/site', async (_req, res) => {
    // Short: a change shows within a minute even to a browser that keeps the answer.
    res.set('Cache-Control', 'public, max-age=30');
    res.json({ success: true, data: { site: await deps.site.get() } });
  });

  router.get(SITE_LOGO_PATH, async (_req, res) => {
    const logo = await deps.site.openLogo();
    res.setHeader('Content-Type', logo.contentType);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // An SVG opened on its own runs nothing, even if something slipped past the sanitizer.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    logo.stream.on('error', (err) => res.destroy(err));
    logo.stream.pipe(res);
  });

  router.put('/api/admin/site', admin, async (req, res) => {
    const site = await deps.site.update(validate(siteInput, req.body ?? {}));
    res.set('Cache-Control', 'no-store');
    res.json({ success: true, data: { site } });
  });

  router.put('/api/admin/site/logo', admin, async (req, res) => {
    const site = await deps.site.replaceLogo(await receiveLogo(req));
    res.set('Cache-Control', 'no-store');
    res.json({ success: true, data: { site } });
  });

  return router;
}
