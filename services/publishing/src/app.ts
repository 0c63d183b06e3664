import { Router } from 'express';
import type { EditorialRoles, TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import type { Depositor } from './domain/crossref-deposit.xml';
import type { PublicLinks } from './domain/public-links';
import { adminArticlesRoutes } from './routes/admin-articles.routes';
import { publicationPreparationRoutes } from './routes/publication-preparation.routes';
import { articlePagesRoutes } from './routes/article-pages.routes';
import { articlesApiRoutes } from './routes/articles-api.routes';
import { discoveryRoutes } from './routes/discovery.routes';
import { galleyDownloadRoutes } from './routes/galley-download.routes';
import { oaiRoutes } from './routes/oai.routes';

export interface PublishingRouterDeps {
  pool: Pool;
  links: PublicLinks;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  storage: FileStorage;
  publisherName: string;
  adminEmail: string;
  depositor: Depositor;
  depositsEnabled: boolean;
  sitemapMaxUrls?: number;
  oaiPageSize?: number;
}

/** The publishing service's public routes (docs/api.md, "Published articles"); no internal routes. */
export function createRouters(deps: PublishingRouterDeps): { publicRouter: Router } {
  const publicRouter = Router();
  publicRouter.use(articlesApiRoutes(deps));
  publicRouter.use(publicationPreparationRoutes(deps));
  publicRouter.use(adminArticlesRoutes({ ...deps, registrant: deps.publisherName }));
  publicRouter.use(galleyDownloadRoutes(deps));
  publicRouter.use(articlePagesRoutes(deps));
  publicRouter.use(discoveryRoutes(deps));
  publicRouter.use(oaiRoutes(deps));
  return { publicRouter };
}
