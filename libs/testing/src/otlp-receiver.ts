import { createServer } from 'node:http';

/** One span as OTLP/HTTP JSON carries it, with the exporting process's `service.name`. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

export interface OtlpReceiver {
  /** OTEL_EXPORTER_OTLP_ENDPOINT for the processes under test. */
  endpoint: string;
  spans(): ReceivedSpan[];
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpBody {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: OtlpAttribute[] })[];
    }[];
  }[];
}

function attributes(list: OtlpAttribute[] = []): Record<string, string | number | boolean> {
  return Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue ?? NaN),
    ]),
  );
}

/**
 * A minimal OTLP/HTTP (JSON) trace receiver on loopback: what every process of a cluster exports to,
 * so a test sees the spans of all of them. Answers 200 to each export.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as OtlpBody;
        for (const resource of body.resourceSpans ?? []) {
          const service = String(attributes(resource.resource?.attributes)['service.name'] ?? '');
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              received.push({
                service,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                kind: span.kind,
                attributes: attributes(span.attributes),
              });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
