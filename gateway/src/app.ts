import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import express, { type Express, type RequestHandler } from 'express';
import { errorMiddleware, notFoundHandler, refuseUnstorableText, rejectMalformedUrl } from '@journal/errors';
import type { TokenVerifier } from '@journal/auth';
import { ServiceUnavailableError } from '@journal/errors';
import { createBaseApp, type RouteTable, type ServiceInstance } from '@journal/http';
import type { Logger } from '@journal/logger';
import { setRouteTemplate } from '@journal/metrics';
import type { GatewayConfig } from './config';
import { publicRateLimit } from './middleware/public-rate-limit';
import { apiRateLimit } from './middleware/rate-limit';
import { securityHeaders } from './middleware/security-headers';
import { healthRoutes } from './routes/health.routes';
import { helpRoutes } from './routes/help.routes';
import { platformRoutes, type RuntimeConfig } from './routes/platform.routes';
import { proxyRoutes, type ServiceTargets } from './routes/proxy.routes';
import { siteRouteTable, type RoutedServices } from './routes/route-table';
import { inProcessReadiness, upstreamReadiness, type ReadinessCheck } from './routes/readiness';
import { spaRoutes } from './routes/spa.routes';
import { siteHead } from './routes/spa-site-head';

export type ServiceRouting =
  | { mode: 'in-process'; instances: ServiceInstance[] }
  | {
      mode: 'proxy';
      targets: ServiceTargets;
      /** Connections kept per upstream (default 1,024); more concurrent requests wait for one. */
      upstreamMaxSockets?: number;
    };

export interface GatewayOptions {
  logger: Logger;
  staticDir: string;
  runtime: RuntimeConfig;
  rateLimitPerMinute: number;
  /**
   * Requests per minute per client address on the public pages outside `/api` (PUBLIC_RATE_LIMIT_PER_MINUTE,
   * 600 by default in the processes); unset or 0: no limit (tests that build the app themselves).
   */
  publicRateLimitPerMinute?: number;
  routing: ServiceRouting;
  /** TRUST_PROXY: whose X-Forwarded-For is believed (rate limits and login throttling count by it). */
  trustProxy?: string;
  /**
   * What `/api/health` waits for. Default: the in-process instances' `ready()`, or every upstream's
   * `/readyz` in proxy mode. The embedded runner adds that every service has started.
   */
  readiness?: ReadinessCheck;
  /** Checks the administrator's token of `GET /api/platform/routes` (embedded: the services' verifier). */
  verifier?: () => TokenVerifier;
  /** Whose route tables the gateway routes by (default gateway/src/services.ts); overlapping ones throw. */
  services?: RoutedServices;
  /** index.html names the site as `GET /api/site` says (the processes; tests that build the app: as built). */
  siteHead?: boolean;
}

/** The configuration both entry points (embedded and proxy mode) build the gateway from. */
type GatewaySettings = Pick<
  GatewayConfig,
  | 'STATIC_DIR'
  | 'RATE_LIMIT_PER_MINUTE'
  | 'PUBLIC_RATE_LIMIT_PER_MINUTE'
  | 'TRUST_PROXY'
  | 'GOOGLE_CLIENT_ID'
  | 'ADMIN_EMAIL'
  | 'PUBLISHER_NAME'
>;

export function gatewayOptionsOf(
  config: GatewaySettings,
  logger: Logger,
  routing: ServiceRouting,
): GatewayOptions {
  return {
    logger,
    staticDir: config.STATIC_DIR,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    publicRateLimitPerMinute: config.PUBLIC_RATE_LIMIT_PER_MINUTE,
    trustProxy: config.TRUST_PROXY,
    runtime: {
      googleClientId: config.GOOGLE_CLIENT_ID ?? null,
      mainAdminEmail: config.ADMIN_EMAIL,
      publisherName: config.PUBLISHER_NAME,
    },
    routing,
    siteHead: true,
  };
}

export interface Gateway {
  app: Express;
  /** WebSocket upgrades to forward (proxy mode); in-process Socket.IO attaches to the server itself. */
  onUpgrade?: (req: IncomingMessage, socket: Socket, head: Buffer) => void;
}

/** Every SPA path and asset counts under one route label. */
const spaTemplate: RequestHandler = (_req, res, next) => {
  setRouteTemplate(res, 'spa');
  next();
};

function defaultReadiness(routing: ServiceRouting): ReadinessCheck {
  return routing.mode === 'proxy'
    ? upstreamReadiness(routing.targets)
    : inProcessReadiness(routing.instances);
}

const noVerifier = (): TokenVerifier => {
  throw new ServiceUnavailableError('The route table is not available: no token verifier is configured');
};

/** In-process: each request goes to the one instance whose table owns its path (ADR 0038). */
function inProcessRoutes(instances: readonly ServiceInstance[], table: RouteTable): RequestHandler {
  const byName = new Map(instances.map((instance) => [instance.name, instance]));
  return (req, res, next) => {
    const owner = table.ownerOf(req.path);
    const instance = owner && byName.get(owner.service);
    if (!instance) return next();
    instance.publicRouter(req, res, next);
  };
}

/**
 * The one origin: security headers, request ids, API routing, the SPA. Builds; never listens. Throws
 * RouteOverlapError when two services' route tables overlap, so the gateway does not start.
 */
export function createGatewayApp(options: GatewayOptions): Gateway {
  const table = siteRouteTable(options.services);
  const app = createBaseApp(options);
  app.use(securityHeaders());
  app.use(rejectMalformedUrl());
  app.use(healthRoutes(options.readiness ?? defaultReadiness(options.routing), options.logger));
  app.use(platformRoutes(options.runtime, { table, verifier: options.verifier ?? noVerifier }));
  app.use('/api', apiRateLimit(options.rateLimitPerMinute));
  app.use(publicRateLimit(options.publicRateLimitPerMinute ?? 0));

  let onUpgrade: Gateway['onUpgrade'];
  if (options.routing.mode === 'proxy') {
    const proxy = proxyRoutes(options.routing.targets, options.logger, {
      upstreamMaxSockets: options.routing.upstreamMaxSockets,
      table,
    });
    app.use(proxy.handler);
    onUpgrade = proxy.onUpgrade;
  } else {
    // As each service process does (createServiceApp): the JSON body, then its text fields checked.
    app.use('/api', express.json({ limit: '100kb' }), refuseUnstorableText());
    app.use(inProcessRoutes(options.routing.instances, table));
  }

  // Metrics live on each process's METRICS_PORT only; the public origin never serves them (not even the SPA).
  app.use(['/api', '/internal', '/metrics'], notFoundHandler());
  app.use(helpRoutes());
  app.use(spaTemplate, spaRoutes(options.staticDir, options.siteHead ? siteHead() : undefined));
  app.use(errorMiddleware());
  return { app, onUpgrade };
}
