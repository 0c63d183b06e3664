import { createServer, type Server } from 'node:http';
import type { RequestListener } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '@journal/logger';
import { DEFAULT_BODY_TIMEOUTS, watchBody, type BodyTimeouts } from './body-stall';

export interface RunningServer {
  server: Server;
  port: number;
  /** Stops accepting, waits for in-flight requests (bounded), then runs the cleanup steps in order. */
  shutdown(reason?: string): Promise<void>;
}

export interface RunServerOptions {
  handler: RequestListener;
  port: number;
  host?: string;
  logger: Logger;
  /** Cleanup after the server stopped accepting: consumers, relays, pools, embedded Postgres. */
  cleanup?: (() => Promise<void>)[];
  /** Called with the server before it listens (Socket.IO attaches here). */
  beforeListen?: (server: Server) => void;
  drainTimeoutMs?: number;
  /** HTTP_HEADERS_TIMEOUT_MS: the request line and headers must arrive within it (default 15 s; Node answers 408). */
  headersTimeoutMs?: number;
  /** HTTP_JSON_BODY_TIMEOUT_MS and UPLOAD_IDLE_TIMEOUT_MS (default 30 s each, body-stall.ts). */
  bodyTimeouts?: Partial<BodyTimeouts>;
  /** Installs SIGTERM/SIGINT handlers that shut down and exit the process. */
  handleSignals?: boolean;
}

export const DEFAULT_HEADERS_TIMEOUT_MS = 15_000;

/** The timeout settings of the base configuration, as runServer takes them (one mapping for every process). */
export function serverTimeoutsFrom(config: {
  HTTP_HEADERS_TIMEOUT_MS?: number;
  HTTP_JSON_BODY_TIMEOUT_MS?: number;
  UPLOAD_IDLE_TIMEOUT_MS?: number;
}): Pick<RunServerOptions, 'headersTimeoutMs' | 'bodyTimeouts'> {
  return {
    headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
    bodyTimeouts: {
      jsonBodyTimeoutMs: config.HTTP_JSON_BODY_TIMEOUT_MS,
      uploadIdleTimeoutMs: config.UPLOAD_IDLE_TIMEOUT_MS,
    },
  };
}
/** The longest any request may take to arrive, however steadily its bytes come (a 50 MB galley at ~100 kB/s). */
const UPLOAD_BACKSTOP_MS = 10 * 60_000;

export async function runServer(options: RunServerOptions): Promise<RunningServer> {
  // Node checks its header and request timeouts this often (30 s by default, which would double them).
  const server = createServer({ connectionsCheckingInterval: 1_000 }, options.handler);
  server.keepAliveTimeout = 65_000; // above common load balancer idle timeouts
  server.headersTimeout = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  // Node's whole-request limit stays a backstop for uploads that keep trickling; the body watch answers
  // JSON bodies after 30 s and stalled uploads after 30 s without a byte.
  server.requestTimeout = UPLOAD_BACKSTOP_MS;
  const timeouts: BodyTimeouts = {
    jsonBodyTimeoutMs: options.bodyTimeouts?.jsonBodyTimeoutMs ?? DEFAULT_BODY_TIMEOUTS.jsonBodyTimeoutMs,
    uploadIdleTimeoutMs:
      options.bodyTimeouts?.uploadIdleTimeoutMs ?? DEFAULT_BODY_TIMEOUTS.uploadIdleTimeoutMs,
  };
  server.prependListener('request', (req, res) => watchBody(req, res, timeouts));
  // Upgraded connections (WebSockets) are invisible to close()/closeAllConnections(): track them so a
  // shutdown does not wait forever on a connected browser. Clients reconnect to another instance.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (_req, socket: Socket) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });
  options.beforeListen?.(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  let stopping: Promise<void> | undefined;
  const shutdown = (reason = 'shutdown') => {
    stopping ??= (async () => {
      options.logger.info({ reason }, 'shutting down');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of upgraded) socket.destroy();
      // Keep-alive connections become idle as their last response ends; close them as they do.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const timer = setTimeout(() => server.closeAllConnections(), options.drainTimeoutMs ?? 10_000);
      await closed;
      clearInterval(sweep);
      clearTimeout(timer);
      for (const step of options.cleanup ?? []) {
        try {
          await step();
        } catch (error) {
          options.logger.error({ err: error }, 'cleanup step failed');
        }
      }
      options.logger.info('stopped');
    })();
    return stopping;
  };

  if (options.handleSignals) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const)
      process.once(signal, () => {
        void shutdown(signal).then(() => process.exit(0));
      });
  }
  return { server, port, shutdown };
}
