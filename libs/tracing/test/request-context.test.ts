import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { initTracing, traceRequests, type Tracing } from '../src';

const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c';

/**
 * traceRequests does not bind the request emitter to the span's context (costly), so this holds the
 * assumption it rests on: a JSON body that arrives after the headers is parsed in the socket's callbacks,
 * and the handler after express.json still runs in the request's span (raw-body keeps the async scope).
 * Were it lost, every span a handler starts would begin a trace of its own.
 */
describe('the request span after body parsing', () => {
  let tracing: Tracing;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    tracing = initTracing({ serviceName: 'request-context-test', exporter: new InMemorySpanExporter() });
    const app = express();
    app.use(traceRequests(() => '/echo'));
    app.use(express.json());
    app.post('/echo', (req, res) => {
      res.json({ traceId: trace.getSpanContext(context.active())?.traceId ?? null, body: req.body });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await tracing.shutdown();
  });

  /** Sends the headers, then the body `delayMs` later, as a slow client or a proxy would. */
  function postLate(body: string, delayMs: number): Promise<{ traceId: string | null; body: unknown }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/echo',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            traceparent: `00-${CALLER_TRACE}-b7ad6b7169203331-01`,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(JSON.parse(text) as { traceId: string | null; body: unknown }));
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      setTimeout(() => req.end(body), delayMs);
    });
  }

  it('runs the handler in the caller’s trace when the body comes 50 ms after the headers', async () => {
    const answer = await postLate(JSON.stringify({ status: 'accepted' }), 50);
    expect(answer.body).toEqual({ status: 'accepted' });
    expect(answer.traceId).toBe(CALLER_TRACE);
  });

  it('does the same for a body sent with the headers', async () => {
    const answer = await postLate(JSON.stringify({ status: 'rejected' }), 0);
    expect(answer.traceId).toBe(CALLER_TRACE);
  });
});
