import type { Agent, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@journal/logger';
import { forwardRequestContext } from './forward-headers';
import { SocketBalancer, type BalancerNode, type Route, type SocketBalancerOptions } from './socket-balancer';

export const NODE_COOKIE = 'io_node';

/** Marks a request that opens an Engine.IO session (set before proxying, read in proxyRes). */
const HANDSHAKE = Symbol('engine.io handshake');
type MarkedRequest = IncomingMessage & { [HANDSHAKE]?: BalancerNode; id?: string };

/** The handshake body (`0{"sid":"..."}`, EIO 3 and 4) is tiny; never buffer more than this. */
const HANDSHAKE_SNIFF_BYTES = 2048;
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ETIMEDOUT', 'EPIPE']);

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function sidOf(req: IncomingMessage): string | undefined {
  return new URL(req.url ?? '/', 'http://gateway').searchParams.get('sid') ?? undefined;
}

function nodeCookie(node: BalancerNode, req: IncomingMessage): string {
  const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
  return `${NODE_COOKIE}=${node.id}; Path=/socket.io/; HttpOnly; SameSite=Lax${secure}`;
}

function unavailable(res: ServerResponse | Socket): void {
  if ('writeHead' in res && !res.headersSent) {
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ success: false, message: 'Service temporarily unavailable. Please try again.' }),
    );
  } else if ('destroy' in res) res.destroy();
}

export interface SocketProxy {
  handler: RequestHandler;
  /** The instances' plain HTTP routes (e.g. the journals' mail templates): any healthy instance answers. */
  requestHandler: RequestHandler;
  onUpgrade(req: IncomingMessage, socket: Socket, head: Buffer): void;
  balancer: SocketBalancer;
  /** Closes the proxied WebSockets (clients reconnect through another gateway) and stops the sweeper. */
  close(): void;
}

/**
 * `/socket.io/` over one or more notification instances with sticky sessions (docs/adr/0008): one
 * streaming proxy per node; the balancer picks the node of each request and upgrade. Upgrades are
 * forwarded only through `onUpgrade` (ws: false, so the proxy never subscribes to the server itself).
 */
export interface SocketProxyOptions extends SocketBalancerOptions {
  /** One HTTP agent per instance (keep-alive); none means a new connection per request. */
  agent?: () => Agent;
}

export function createSocketProxy(
  targets: readonly string[],
  logger: Logger,
  options: SocketProxyOptions = {},
): SocketProxy {
  const balancer = new SocketBalancer(targets, options);
  const openSockets = new Set<Socket>();

  const proxies = new Map(
    balancer.nodes.map((node) => [
      node.id,
      createProxyMiddleware<IncomingMessage>({
        target: node.target,
        agent: options.agent?.(),
        changeOrigin: false,
        xfwd: true,
        ws: false,
        proxyTimeout: 60_000,
        on: {
          proxyRes: (proxyRes, req) => {
            const marked = req as MarkedRequest;
            if (!marked[HANDSHAKE]) return;
            delete marked[HANDSHAKE];
            const existing = proxyRes.headers['set-cookie'] ?? [];
            proxyRes.headers['set-cookie'] = [...existing, nodeCookie(node, req)];
            sniffSid(proxyRes, (sid) => {
              balancer.handshakeDone(node, sid);
              logger.debug({ node: node.id, sid, transport: 'polling' }, 'socket session pinned');
            });
          },
          error: (err, req, res) => {
            const code = (err as NodeJS.ErrnoException).code;
            if (code && CONNECTION_ERRORS.has(code)) balancer.markDown(node);
            const marked = req as MarkedRequest;
            if (marked[HANDSHAKE]) {
              delete marked[HANDSHAKE];
              balancer.handshakeDone(node, undefined);
            }
            logger.warn({ err, service: 'notification', node: node.id }, 'upstream unavailable');
            unavailable(res as ServerResponse | Socket);
          },
        },
      }),
    ]),
  );

  const handler: RequestHandler = (req, res, next) => {
    const route = balancer.route(sidOf(req), cookieValue(req.headers.cookie, NODE_COOKIE));
    if (route.isNew) (req as MarkedRequest)[HANDSHAKE] = route.node;
    forwardRequestContext(req);
    return proxies.get(route.node.id)!(req, res, next);
  };

  const requestHandler: RequestHandler = (req, res, next) => {
    forwardRequestContext(req);
    return proxies.get(balancer.pickForRequest().id)!(req, res, next);
  };

  const onUpgrade = (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const sid = sidOf(req);
    const route: Route = balancer.route(sid, cookieValue(req.headers.cookie, NODE_COOKIE));
    const release = balancer.openWebSocket(route, sid);
    openSockets.add(socket);
    socket.once('close', () => {
      openSockets.delete(socket);
      release();
    });
    if (route.isNew) logger.debug({ node: route.node.id, transport: 'websocket' }, 'socket session pinned');
    proxies.get(route.node.id)!.upgrade(req, socket, head);
  };

  const sweeper = setInterval(() => balancer.sweep(), 30_000);
  sweeper.unref();

  return {
    handler,
    requestHandler,
    onUpgrade,
    balancer,
    close() {
      clearInterval(sweeper);
      for (const socket of openSockets) socket.destroy();
      openSockets.clear();
    },
  };
}

/** Reads the sid from the first bytes of a handshake response without consuming the stream. */
function sniffSid(stream: IncomingMessage, done: (sid: string | undefined) => void): void {
  let head = '';
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    stream.off('data', onData);
    done(/"sid":"([^"]+)"/.exec(head)?.[1]);
  };
  const onData = (chunk: Buffer) => {
    head += chunk.toString('latin1');
    if (head.length >= HANDSHAKE_SNIFF_BYTES || /"sid":"[^"]+"/.test(head)) finish();
  };
  // A second 'data' listener beside the proxy's pipe sees the same chunks; it does not consume them.
  stream.on('data', onData);
  stream.once('end', finish);
  stream.once('close', finish);
}
