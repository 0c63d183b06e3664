import type { IncomingMessage } from 'node:http';
import { injectTraceHeaders } from '@journal/tracing';

/**
 * Puts the request id and the active trace context on the incoming request's headers, which http-proxy
 * copies when it creates the upstream request. Its `proxyReq` event is no place for this: it fires once the
 * upstream socket is assigned, and when the agent has to queue the request (every socket busy under load)
 * the body has already started streaming and the headers are sent, so `setHeader` throws outside any handler
 * and the gateway process dies (found at 200 status changes a second; test: gateway/test/gateway.test.ts).
 */
export function forwardRequestContext(req: IncomingMessage & { id?: unknown }): void {
  if (typeof req.id === 'string' && req.id) req.headers['x-request-id'] = req.id;
  injectTraceHeaders((name, value) => {
    req.headers[name.toLowerCase()] = value;
  });
}
