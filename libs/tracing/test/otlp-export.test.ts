import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runTsEntry, startOtlpReceiver, type OtlpReceiver } from '@journal/testing';

const ROOT = path.resolve(__dirname, '../../..');
const EXPORT_SPANS = path.join(__dirname, 'fixtures/export-spans.ts');

/**
 * The OTLP/HTTP export initTracing starts for an endpoint (the SDK's batch processor and exporter), in
 * a process of its own (fixtures/export-spans.ts): a parent and a child span, sent at shutdown.
 */
describe('span export to an OTLP collector', () => {
  let receiver: OtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
  });
  afterAll(() => receiver.close());

  it('delivers the batch with its parent links when the process shuts down', async () => {
    const run = await runTsEntry(EXPORT_SPANS, [receiver.endpoint, 'otlp-export-test'], { cwd: ROOT });
    expect(run).toMatchObject({ code: 0, stdout: 'done\n' });
    const spans = receiver.spans().filter((span) => span.service === 'otlp-export-test');
    expect(spans.map((span) => span.name).sort()).toEqual(['child work', 'parent work']);
    const parent = spans.find((span) => span.name === 'parent work')!;
    const child = spans.find((span) => span.name === 'child work')!;
    expect(child.traceId).toBe(parent.traceId);
    expect(child.parentSpanId).toBe(parent.spanId);
    expect(parent.parentSpanId).toBeFalsy();
    expect(parent.attributes['journal.submission_id']).toBe('s-1');
  });

  it('a collector that refuses the batch loses those spans, never the work', async () => {
    let refused = 0;
    const collector: Server = createServer((req, res) => {
      refused += 1;
      req.resume();
      res.statusCode = 400; // not retryable: the answer comes at once
      res.end('{}');
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    try {
      const run = await runTsEntry(EXPORT_SPANS, [`http://127.0.0.1:${port}`, 'otlp-refused-test'], {
        cwd: ROOT,
      });
      expect(run).toMatchObject({ code: 0, stdout: 'done\n' });
      expect(refused).toBe(1);
    } finally {
      await new Promise((resolve) => collector.close(resolve));
    }
  });
});
