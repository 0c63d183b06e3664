import express from 'express';
import request from 'supertest';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { currentTraceparent, initTracing, injectTraceHeaders, traceRequests, type Tracing } from '../src';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0([01])$/;

/**
 * New traces are recorded at the configured ratio (ParentBased(TraceIdRatioBased)), and what is not
 * recorded still has W3C ids that reach the handler, its log lines and its outgoing calls.
 */
describe('sampling the traces that requests start', () => {
  let tracing: Tracing | undefined;
  // A fresh exporter per test: shutting tracing down stops the one it exported to.
  let exporter: InMemorySpanExporter;
  afterEach(async () => {
    await tracing?.shutdown();
    tracing = undefined;
  });

  /** `count` requests without a traceparent; each answers the traceparent its handler sends onwards. */
  async function requestsAt(sampleRatio: number, count: number) {
    exporter = new InMemorySpanExporter();
    tracing = initTracing({ serviceName: 'sampling-test', exporter, sampleRatio });
    const app = express();
    app.use(traceRequests(() => '/work'));
    app.get('/work', (_req, res) => {
      const outgoing: Record<string, string> = {};
      injectTraceHeaders((name, value) => (outgoing[name] = value));
      res.json({ active: currentTraceparent(), outgoing });
    });
    const answers: { active?: string; outgoing: Record<string, string> }[] = [];
    for (let i = 0; i < count; i++) answers.push((await request(app).get('/work')).body);
    return answers;
  }

  it('records about the configured share, one server span for each trace whose flag says sampled', async () => {
    const answers = await requestsAt(0.5, 300);
    const parsed = answers.map((a) => TRACEPARENT.exec(a.active ?? ''));
    expect(parsed.every(Boolean)).toBe(true);
    const sampled = parsed.filter((m) => m![3] === '1');
    // 300 draws at one half: outside 105..195 once in about 10^6 runs.
    expect(sampled.length).toBeGreaterThan(105);
    expect(sampled.length).toBeLessThan(195);
    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(sampled.length);
    expect(new Set(spans.map((s) => s.spanContext().traceId))).toEqual(new Set(sampled.map((m) => m![1])));
    expect(spans.every((s) => s.kind === SpanKind.SERVER && s.parentSpanContext === undefined)).toBe(true);
  });

  it('at 0 records nothing, yet every request has fresh ids and passes them on unsampled', async () => {
    const answers = await requestsAt(0, 50);
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    const traceIds = new Set<string>();
    for (const answer of answers) {
      const match = TRACEPARENT.exec(answer.active ?? '');
      expect(match?.[3]).toBe('0');
      expect(match![1]).not.toBe('0'.repeat(32));
      expect(answer.outgoing.traceparent).toBe(answer.active);
      expect(answer.outgoing).not.toHaveProperty('baggage');
      traceIds.add(match![1]!);
    }
    expect(traceIds.size).toBe(50);
  });

  it('at 1 records every request', async () => {
    const answers = await requestsAt(1, 20);
    expect(answers.every((a) => TRACEPARENT.exec(a.active ?? '')?.[3] === '1')).toBe(true);
    expect(exporter.getFinishedSpans()).toHaveLength(20);
  });
});
