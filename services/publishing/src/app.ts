import { Router } from 'express';
import type { Pool } from '@journal/db';
import type { PublicLinks } from './domain/public-links';
import { articlePagesRoutes } from './routes/article-pages.routes';
import { articlesApiRoutes } from './routes/articles-api.routes';
import { discoveryRoutes } from './routes/discovery.routes';
import { oaiRoutes } from './routes/oai.routes';

export interface PublishingRouterDeps {
  pool: Pool;
  links: PublicLinks;
  publisherName: string;
  adminEmail: string;
  sitemapMaxUrls?: number;
  oaiPageSize?: number;
}

/** The publishing service's public routes (docs/api.md, "Published articles"); no internal routes yet. */
export function createRouters(deps: PublishingRouterDeps): { publicRouter: Router } {
  const publicRouter = Router();
  publicRouter.use(articlesApiRoutes(deps));
  publicRouter.use(articlePagesRoutes(deps));
  publicRouter.use(discoveryRoutes(deps));
  publicRouter.use(oaiRoutes(deps));
  return { publicRouter };
}
