import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { startOtlpReceiver, type OtlpReceiver } from '@journal/testing';
import { initTracing, SpanKind, withSpan } from '../src';
import { OffThreadOtlpExporter } from '../src/off-thread-exporter';

/** The OTLP/HTTP export that initTracing starts for an endpoint: batches go out from a worker thread. */
describe('span export from a worker thread', () => {
  let receiver: OtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
  });
  afterAll(() => receiver.close());

  it('delivers the spans of this process to the collector, the last batch at shutdown', async () => {
    const tracing = initTracing({
      serviceName: 'off-thread-test',
      endpoint: receiver.endpoint,
      sampleRatio: 1,
      batchDelayMs: 60_000, // nothing leaves before shutdown: the flush must carry it
    });
    await withSpan(
      'parent work',
      { kind: SpanKind.INTERNAL, attributes: { 'journal.submission_id': 's-1' } },
      () => withSpan('child work', {}, async () => undefined),
    );
    expect(receiver.spans()).toHaveLength(0);
    await tracing.shutdown();
    const spans = receiver.spans().filter((span) => span.service === 'off-thread-test');
    expect(spans.map((span) => span.name).sort()).toEqual(['child work', 'parent work']);
    const parent = spans.find((span) => span.name === 'parent work')!;
    const child = spans.find((span) => span.name === 'child work')!;
    expect(child.traceId).toBe(parent.traceId);
    expect(child.parentSpanId).toBe(parent.spanId);
    expect(parent.attributes['journal.submission_id']).toBe('s-1');
  });

  it('reports a collector that refuses the batch as a failed export, and keeps working', async () => {
    let refused = 0;
    const collector = createServer((req, res) => {
      refused += 1;
      req.resume();
      res.statusCode = 400; // not retryable: the answer comes at once
      res.end('{}');
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const exporter = new OffThreadOtlpExporter(`http://127.0.0.1:${port}/v1/traces`);
    try {
      const exportOnce = () => new Promise<ExportResult>((resolve) => exporter.export([], resolve));
      for (const result of [await exportOnce(), await exportOnce()]) {
        expect(result.code).toBe(ExportResultCode.FAILED);
        expect(result.error).toBeInstanceOf(Error);
      }
      expect(refused).toBe(2);
    } finally {
      await exporter.shutdown();
      await new Promise((resolve) => collector.close(resolve));
    }
  });
});

describe('span export when the worker thread is gone', () => {
  it('fails what it is handed at once and still shuts down', async () => {
    const exporter = new OffThreadOtlpExporter('http://127.0.0.1:9/v1/traces');
    await exporter['worker'].terminate();
    const result = await new Promise<ExportResult>((resolve) => exporter.export([], resolve));
    expect(result.code).toBe(ExportResultCode.FAILED);
    expect(result.error?.message).toMatch(/worker has stopped/);
    await expect(exporter.shutdown()).resolves.toBeUndefined();
  });
});
