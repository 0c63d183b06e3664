import { createServer, type Server } from 'node:http';
import { registry } from './registry';

export interface MetricsServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/**
 * The process's `/metrics` listener, apart from the public port (METRICS_PORT, METRICS_HOST): only
 * Prometheus reaches it, never the gateway. Port 0 takes a free port (tests). Anything else is 404.
 */
export async function startMetricsServer(options: { port: number; host: string }): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry
      .metrics()
      .then((text) => {
        res.writeHead(200, { 'content-type': registry.contentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `metrics listener: cannot listen on ${options.host}:${options.port} (${error.code ?? error.message}); set METRICS_PORT`,
        ),
      ),
    );
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
