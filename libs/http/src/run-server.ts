import { createServer, type Server } from 'node:http';
import type { RequestListener } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '@journal/logger';

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
  /** Installs SIGTERM/SIGINT handlers that shut down and exit the process. */
  handleSignals?: boolean;
}

export async function runServer(options: RunServerOptions): Promise<RunningServer> {
  const server = createServer(options.handler);
  server.keepAliveTimeout = 65_000; // above common load balancer idle timeouts
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
