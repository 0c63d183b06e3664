import { Agent, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { Router, type RequestHandler } from 'express';
import type { RouteTable } from '@journal/http';
import type { Logger } from '@journal/logger';
import { setRouteTemplate } from '@journal/metrics';
import { forwardRequestContext } from './forward-headers';
import { siteRouteTable } from './route-table';
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
  /** Any other service of gateway/src/services.ts, by name (`<NAME>_URL`); unset, its paths are not served. */
  [service: string]: string | readonly string[] | undefined;
}

/** Which service owns a public path: the one row of the services' route tables that matches (ADR 0038). */
export function ownerOf(pathname: string, table: RouteTable = siteRouteTable()): string | undefined {
  return table.ownerOf(pathname)?.service;
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

/** Every configured service with its instance URLs, in the order given (notification: all its instances). */
export function targetList(targets: ServiceTargets): [service: string, urls: string[]][] {
  return Object.entries(targets).flatMap(([service, value]): [string, string[]][] =>
    value === undefined ? [] : [[service, typeof value === 'string' ? [value] : [...value]]],
  );
}

/**
 * Distributed mode: one streaming proxy per service (bodies are not parsed here, so uploads stream
 * through); `/socket.io/` goes through the sticky balancer, WebSocket upgrades included.
 */
export interface ProxyOptions {
  socket?: SocketBalancerOptions;
  /** Connections kept per upstream service (default 1,024); requests beyond it wait for one. */
  upstreamMaxSockets?: number;
  /** The services' route tables (default: every service of gateway/src/services.ts). */
  table?: RouteTable;
}

export function proxyRoutes(targets: ServiceTargets, logger: Logger, options: ProxyOptions = {}) {
  const { upstreamMaxSockets } = options;
  const table = options.table ?? siteRouteTable();
  // The service whose table has the Socket.IO entry sits behind the sticky balancer, all its paths with it.
  const socketService = table.rows.find((row) => row.entry.via === 'socket.io')?.service ?? 'notification';
  const owners = targetList(targets)
    .map(([service]) => service)
    .filter((service) => service !== socketService);
  const proxies = Object.fromEntries(
    owners.map((owner) => [
      owner,
      createProxyMiddleware<IncomingMessage>({
        target: targets[owner] as string,
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
  ) as Partial<Record<string, ReturnType<typeof createProxyMiddleware>>>;
  const sockets = createSocketProxy(notificationTargets(targets), logger, {
    agent: () => upstreamAgent(upstreamMaxSockets),
    ...options.socket,
  });

  const handler: RequestHandler = (req, res, next) => {
    const row = table.ownerOf(req.path);
    if (!row) return next();
    const owner = row.service;
    if (owner === socketService) {
      if (row.entry.via !== 'socket.io') {
        setRouteTemplate(res, `proxy ${owner}`);
        return sockets.requestHandler(req, res, next);
      }
      setRouteTemplate(res, '/socket.io/*');
      return sockets.handler(req, res, next);
    }
    const proxy = proxies[owner];
    if (!proxy) return next(); // an optional service not deployed: its paths fall through to the SPA / 404
    setRouteTemplate(res, `proxy ${owner}`); // the upstream's own histogram has the route template
    forwardRequestContext(req);
    return proxy(req, res, next);
  };
  const onUpgrade = (req: IncomingMessage, socket: Socket, head: Buffer) => {
    if (table.ownerOf(new URL(req.url ?? '/', 'http://x').pathname)?.entry.via === 'socket.io')
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
    const services = targetList(targets);
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
