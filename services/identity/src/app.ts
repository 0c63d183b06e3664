import type { Express } from 'express';
import { createServiceApp } from '@journal/http';
import { createIdentityService, type IdentityService, type IdentityServiceDeps } from './identity.module';

/** The standalone identity HTTP app (health, public and internal routes); never listens, never reads env. */
export async function createApp(
  deps: IdentityServiceDeps & { internalToken: string; trustProxy?: string },
): Promise<{ app: Express; service: IdentityService }> {
  const service = await createIdentityService(deps);
  const app = createServiceApp({
    logger: deps.logger,
    instances: [service],
    internalToken: deps.internalToken,
    trustProxy: deps.trustProxy,
  });
  return { app, service };
}
