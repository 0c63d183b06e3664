import { Router } from 'express';
import type { EditorialRoles, TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { InternalClient } from '@journal/http';
import type { FileStorage } from '@journal/storage';
import type { ProvenAddress } from './clients/identity-accounts.client';
import type { Depositor } from './domain/crossref-deposit.xml';
import type { PublicLinks } from './public-links';
import type { SiteName } from './domain/site-name';
import type { FullTextQueue } from './jobs/fulltext-queue';
import type { SubmissionStatusCommand } from './clients/submission-status-client';
import type { ApplyStatusChange } from './domain/publish-issue';
import { adminArticlesRoutes } from './routes/admin-articles.routes';
import { adminIssuesRoutes } from './routes/admin-issues.routes';
import { issuesApiRoutes } from './routes/issues-api.routes';
import { issuePagesRoutes } from './routes/issue-pages.routes';
import { publicationPreparationRoutes } from './routes/publication-preparation.routes';
import { articlePagesRoutes } from './routes/article-pages.routes';
import { articlesApiRoutes } from './routes/articles-api.routes';
import { discoveryRoutes } from './routes/discovery.routes';
import { doajRoutes } from './routes/doaj.routes';
import { galleyDownloadRoutes } from './routes/galley-download.routes';
import { oaiRoutes } from './routes/oai.routes';
import type { RecordUsage } from './domain/usage/usage-recorder';
import type { UsageTotalsOf } from './clients/statistics-usage.client';
import { fullTextRoutes } from './routes/fulltext.routes';
import { depositsRoutes } from './routes/deposits.routes';
import type { DepositDesk } from './domain/deposits/deposit-desk';
import { productionRoutes } from './routes/production.routes';
import { proofLinksInternalRoutes, proofLinksRoutes } from './routes/proof-links.routes';

export interface PublishingRouterDeps {
  pool: Pool;
  links: PublicLinks;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  storage: FileStorage;
  publisherName: string;
  /** The site's name on server-rendered pages (the Site page's, else PUBLISHER_NAME). */
  siteName: SiteName;
  adminEmail: string;
  depositor: Depositor;
  depositsEnabled: boolean;
  /** The registries' deposits (ADR 0047). */
  deposits: DepositDesk;
  /** The site's DOI prefix (the DOAJ Seal panel). */
  doiPrefix: string;
  sitemapMaxUrls?: number;
  oaiPageSize?: number;
  /** Every public reading route tells it what was read (issue 32). */
  recordUsage: RecordUsage;
  /** The article page's views and downloads, asked of the statistics service (ADR 0040). */
  usageTotals?: UsageTotalsOf;
  /** The clock of the article page's counts minute (tests move it with the recorder's). */
  now?: () => Date;
  /** Conversions of production files (issue 31). */
  fullTextQueue: FullTextQueue;
  /** The submission service (a paper version's file as production file); unset: uploads only. */
  submission?: InternalClient;
  /** publishing -> submission status command (publishing an issue at once, issue 30). */
  submissionStatus?: SubmissionStatusCommand;
  /** The articles consumer's handler for one status change, run at once when an issue is published. */
  applyStatusChange: ApplyStatusChange;
  /** Whether a co-author's account has proven its address (identity): who may read a proof. */
  provenAddress?: ProvenAddress;
  /** The writers' warnings of stored text they had to drop characters from. */
  logger: Logger;
}

/**
 * The publishing service's public routes (docs/api.md, "Published articles") and its one internal
 * route (notification asks it for a co-author's proof link, issue 42).
 */
export function createRouters(deps: PublishingRouterDeps): { publicRouter: Router; internalRouter: Router } {
  const publicRouter = Router();
  publicRouter.use(articlesApiRoutes(deps));
  publicRouter.use(publicationPreparationRoutes(deps));
  publicRouter.use(adminArticlesRoutes({ ...deps, registrant: deps.publisherName }));
  publicRouter.use(issuesApiRoutes(deps));
  publicRouter.use(adminIssuesRoutes(deps));
  publicRouter.use(doajRoutes(deps));
  publicRouter.use(depositsRoutes(deps));
  publicRouter.use(issuePagesRoutes(deps));
  publicRouter.use(galleyDownloadRoutes(deps));
  publicRouter.use(fullTextRoutes(deps));
  publicRouter.use(productionRoutes(deps));
  publicRouter.use(proofLinksRoutes(deps));
  publicRouter.use(articlePagesRoutes(deps));
  publicRouter.use(discoveryRoutes(deps));
  publicRouter.use(oaiRoutes(deps));
  const internalRouter = Router();
  internalRouter.use(proofLinksInternalRoutes(deps));
  return { publicRouter, internalRouter };
}
