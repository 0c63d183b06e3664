import { Agent, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { Router, type RequestHandler } from 'express';
import type { Logger } from '@journal/logger';
import { setRouteTemplate } from '@journal/metrics';
import { isJournalsPath } from '@journal/journals-service';
import { isNotificationPath } from '@journal/notification';
import { isIssuesPath, isProofPath, isPublishingPath } from '@journal/publishing';
import { isReviewPath } from '@journal/review';
import { isStatisticsPath } from '@journal/statistics';
import { isSubmissionAdminPath } from '@journal/submission';
import { forwardRequestContext } from './forward-headers';
import { createSocketProxy } from './socket-balancer.routes';
import type { SocketBalancerOptions } from './socket-balancer';

export interface ServiceTargets {
  identity: string;
  submission: string;
  admin: string;
  /** One notification instance, or several behind the gateway's sticky socket balancer (ADR 0008). */
  notification: string | readonly string[];
  /** Public articles, sitemap, feeds, OAI-PMH; optional so a deployment without it keeps working. */
  publishing?: string;
  /** Reviewer links and the editors' review actions (issue 12); optional like publishing. */
  review?: string;
  /** Journals, catalogues and site pages (issue 28); optional like publishing. */
  journals?: string;
  /** Usage counts, the most read and SUSHI (ADR 0040); optional like publishing. */
  statistics?: string;
}

type Owner = keyof ServiceTargets;
type HttpOwner = Exclude<Owner, 'notification'>;

/** Which service owns a public path (docs/conventions.md); undefined = not a service path. */
export function ownerOf(pathname: string): Owner | undefined {
  if (isReviewPath(pathname)) return 'review';
  // Statistics (ADR 0040): its paths sit inside publishing's /api/articles and admin's /api/admin, so first.
  if (isStatisticsPath(pathname)) return 'statistics';
  // Before journals: a journal's issues and a paper's placement belong to publishing (issue 30).
  if (isIssuesPath(pathname)) return 'publishing';
  // Before journals: a journal's mail templates belong to notification, which renders the mails (issue 29).
  if (isNotificationPath(pathname)) return 'notification';
  // Before admin: /api/admin/journals, /api/admin/catalogue and /api/admin/pages belong to journals.
  if (isJournalsPath(pathname)) return 'journals';
  // Before submission's prefix: the authors' proof belongs to publishing (issue 31).
  if (isProofPath(pathname)) return 'publishing';
  if (pathname === '/api/registration/submit-paper' || pathname.startsWith('/api/registration/submissions/'))
    return 'submission';
  if (/^\/api\/(registration|users|admin-auth)(\/|$)/.test(pathname)) return 'identity';
  // Before admin: the editors' article routes (/api/admin/articles) belong to publishing.
  if (isPublishingPath(pathname)) return 'publishing';
  // Before admin: the editors' anonymous version is an upload, owned by submission (issue 26).
  if (isSubmissionAdminPath(pathname)) return 'submission';
  if (/^\/api\/admin(\/|$)/.test(pathname)) return 'admin';
  if (pathname.startsWith('/socket.io/')) return 'notification';
  return undefined;
}

/**
 * Reused upstream connections. Without an agent http-proxy sends `Connection: close` upstream, and the
 * upstream's `Connection: close` then closes the client's connection too: two TCP handshakes per request.
 */
export function upstreamAgent(maxSockets = 1024): Agent {
  return new Agent({ keepAlive: true, maxSockets, maxFreeSockets: 64, scheduling: 'lifo' });
}

export function notificationTargets(targets: ServiceTargets): string[] {
  return typeof targets.notification === 'string' ? [targets.notification] : [...targets.notification];
}

/**
 * Distributed mode: one streaming proxy per service (bodies are not parsed here, so uploads stream
 * through); `/socket.io/` goes through the sticky balancer, WebSocket upgrades included.
 */
export interface ProxyOptions {
  socket?: SocketBalancerOptions;
  /** Connections kept per upstream service (default 1,024); requests beyond it wait for one. */
  upstreamMaxSockets?: number;
}

export function proxyRoutes(targets: ServiceTargets, logger: Logger, options: ProxyOptions = {}) {
  const { upstreamMaxSockets } = options;
  const owners: HttpOwner[] = ['identity', 'submission', 'admin'];
  if (targets.publishing) owners.push('publishing');
  if (targets.review) owners.push('review');
  if (targets.journals) owners.push('journals');
  if (targets.statistics) owners.push('statistics');
  const proxies = Object.fromEntries(
    owners.map((owner) => [
      owner,
      createProxyMiddleware<IncomingMessage>({
        target: targets[owner]!,
        agent: upstreamAgent(upstreamMaxSockets),
        changeOrigin: false,
        xfwd: true,
        proxyTimeout: 60_000,
        on: {
          error: (err, _req, res) => {
            logger.warn({ err, service: owner }, 'upstream unavailable');
            if ('writeHead' in res && !res.headersSent) {
              res.writeHead(503, { 'content-type': 'application/json' });
              res.end(
                JSON.stringify({
                  success: false,
                  message: 'Service temporarily unavailable. Please try again.',
                }),
              );
            } else if ('destroy' in res) res.destroy();
          },
        },
      }),
    ]),
  ) as Partial<Record<HttpOwner, ReturnType<typeof createProxyMiddleware>>>;
  const sockets = createSocketProxy(notificationTargets(targets), logger, {
    agent: () => upstreamAgent(upstreamMaxSockets),
    ...options.socket,
  });

  const handler: RequestHandler = (req, res, next) => {
    const owner = ownerOf(req.path);
    if (!owner) return next();
    if (owner === 'notification') {
      if (!req.path.startsWith('/socket.io/')) {
        setRouteTemplate(res, 'proxy notification');
        return sockets.requestHandler(req, res, next);
      }
      setRouteTemplate(res, '/socket.io/*');
      return sockets.handler(req, res, next);
    }
    const proxy = proxies[owner];
    if (!proxy) return next(); // publishing, review, journals or statistics not deployed: its paths fall through to the SPA / 404
    setRouteTemplate(res, `proxy ${owner}`); // the upstream's own histogram has the route template
    forwardRequestContext(req);
    return proxy(req, res, next);
  };
  const onUpgrade = (req: IncomingMessage, socket: Socket, head: Buffer) => {
    if (ownerOf(new URL(req.url ?? '/', 'http://x').pathname) === 'notification')
      sockets.onUpgrade(req, socket, head);
    else socket.destroy();
  };
  return { handler, onUpgrade, sockets };
}

/** A base URL's `/healthz` answers 2xx within the timeout. */
async function answers(baseUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}/healthz`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The proxy gateway's own probes: `/healthz` (this process answers) and `/readyz` (every service has an
 * instance whose `/healthz` answers; one live notification instance is enough, the balancer routes
 * around the others). 503 lists the instances that did not answer.
 */
export function upstreamHealthRoutes(targets: ServiceTargets, timeoutMs = 2_000): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const services: [Owner, string[]][] = [
      ['identity', [targets.identity]],
      ['submission', [targets.submission]],
      ['admin', [targets.admin]],
      ['notification', notificationTargets(targets)],
      ...(targets.publishing ? [['publishing', [targets.publishing]] as [Owner, string[]]] : []),
      ...(targets.review ? [['review', [targets.review]] as [Owner, string[]]] : []),
      ...(targets.journals ? [['journals', [targets.journals]] as [Owner, string[]]] : []),
      ...(targets.statistics ? [['statistics', [targets.statistics]] as [Owner, string[]]] : []),
    ];
    const checked = await Promise.all(
      services.map(async ([service, urls]) => {
        const results = await Promise.all(urls.map((url) => answers(url, timeoutMs)));
        return { service, up: results.filter(Boolean).length, down: urls.filter((_, i) => !results[i]) };
      }),
    );
    const failing = checked
      .filter((c) => c.up === 0)
      .map((c) => ({ service: c.service, error: 'no instance answers /healthz' }));
    const degraded = checked
      .filter((c) => c.up > 0 && c.down.length > 0)
      .map((c) => ({ service: c.service, down: c.down.length }));
    res
      .status(failing.length ? 503 : 200)
      .json({ status: failing.length ? 'unavailable' : 'ready', failing, degraded });
  });
  return router;
}
