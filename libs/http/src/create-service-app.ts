import express, { type Express } from 'express';
import { requireInternal } from '@journal/auth';
import { errorMiddleware, notFoundHandler, refuseUnstorableText, rejectMalformedUrl } from '@journal/errors';
import { requestLogger, type Logger } from '@journal/logger';
import type { ServiceInstance } from './service-instance';
import { healthRoutes } from './health.routes';
import { observeRequests } from './observability';

export interface ServiceAppOptions {
  logger: Logger;
  instances: ServiceInstance[];
  internalToken: string;
  /**
   * Addresses whose X-Forwarded-For is believed (Express `trust proxy`): the gateway in front of the
   * service. Anyone else's header is ignored, so a client cannot pick the address throttling counts.
   */
  trustProxy?: string;
  /** JSON body limit; uploads are multipart and streamed, so JSON bodies stay small. */
  jsonLimit?: string;
}

/** Only a proxy on the same host by default (TRUST_PROXY widens it to the gateway's network). */
export const DEFAULT_TRUST_PROXY = 'loopback';

/**
 * What every process's Express app starts with, the gateway's included: no X-Powered-By, whose
 * X-Forwarded-For is believed, request metrics and the request log.
 */
export function createBaseApp(options: { logger: Logger; trustProxy?: string }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? DEFAULT_TRUST_PROXY);
  app.use(observeRequests());
  app.use(requestLogger(options.logger));
  return app;
}

/** The Express app of a standalone service process (and the internal listener in embedded mode). */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = createBaseApp(options);
  app.use(rejectMalformedUrl());
  app.use(healthRoutes(options.instances));
  app.use(express.json({ limit: options.jsonLimit ?? '100kb' }));
  // Every JSON text field, before any route: no character XML 1.0 cannot hold (400 naming the field).
  app.use(refuseUnstorableText());
  for (const instance of options.instances) app.use(instance.publicRouter);
  const guard = requireInternal(options.internalToken);
  for (const instance of options.instances)
    if (instance.internalRouter) app.use('/internal', guard, instance.internalRouter);
  app.use(['/api', '/internal'], notFoundHandler());
  app.use(errorMiddleware());
  return app;
}
