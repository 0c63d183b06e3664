import { Router } from 'express';
import type { TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import { usageInternalRoutes, usageRoutes } from './routes/usage.routes';
import { sushiRoutes } from './routes/sushi.routes';
import { sushiAdminRoutes } from './routes/sushi-admin.routes';

export interface StatisticsRouterDeps {
  pool: Pool;
  verifier: TokenVerifier;
  /** The platform and publisher SUSHI reports name (PUBLISHER_NAME). */
  publisherName: string;
  /** The clock of "the last 30 days" and of reports' Created (tests move it). */
  now?: () => Date;
}

/** The statistics service's routes (docs/api.md, "Usage statistics"); never listens, never reads env. */
export function createRouters(deps: StatisticsRouterDeps): { publicRouter: Router; internalRouter: Router } {
  return {
    publicRouter: Router().use(usageRoutes(deps), sushiRoutes(deps), sushiAdminRoutes(deps)),
    internalRouter: usageInternalRoutes(deps),
  };
}
