import express from 'express';
import request from 'supertest';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { MemoryEventBus, OutboxRelay, outboxDdl, subscribe, writeOutbox } from '@journal/events';
import { statusChanged } from '../../events/test/helpers/outbox-fixtures';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { currentTraceparent, initTracing, SpanKind, traceRequests, withSpan, type Tracing } from '../src';

const SCHEMA = 'traced';
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

/**
 * The whole path in one process with the SDK's in-memory exporter: an HTTP request continuing the
 * caller's W3C trace writes an outbox row in a transaction (the context goes into the row), the relay
 * publishes it, a consumer handles it and does its work in a child span. One trace, parents intact.
 */
describeWith('postgres', 'tracing across HTTP, the outbox, the bus and a consumer', () => {
  let db: TestDatabase;
  let tracing: Tracing | undefined;
  const exporter = new InMemorySpanExporter();

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`CREATE SCHEMA ${SCHEMA}`);
    await db.pool.query(outboxDdl(SCHEMA));
  });
  afterEach(async () => {
    await tracing?.shutdown();
    tracing = undefined;
    exporter.reset();
  });
  afterAll(async () => {
    await db.drop();
  });

  async function run(submissionId: string, headers: Record<string, string>) {
    const bus = new MemoryEventBus();
    const relay = new OutboxRelay({ pool: db.pool, schema: SCHEMA, bus, pollIntervalMs: 50 });
    const seen: { insideConsumer?: string } = {};
    const handled = new Promise<void>((resolve) => {
      void subscribe(bus, {
        group: 'traced.consumer',
        types: ['submission.status_changed.v1'],
        handler: async (event) => {
          await withSpan(
            'socket.io emit submission-status-updated',
            { kind: SpanKind.PRODUCER, attributes: { 'journal.submission_id': event.payload.submissionId } },
            async () => {
              seen.insideConsumer = currentTraceparent();
            },
          );
          resolve();
        },
      });
    });
    const app = express();
    app.use(traceRequests((req) => (req.route ? `${req.baseUrl}${req.route.path}` : 'unmatched')));
    app.use(express.json());
    app.put('/api/admin/submissions/:id/status', async (req, res) => {
      const client = await db.pool.connect();
      try {
        await client.query('BEGIN');
        await writeOutbox(client, SCHEMA, [statusChanged(req.params.id, 2)]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      res.json({ ok: true });
    });
    await request(app)
      .put(`/api/admin/submissions/${submissionId}/status`)
      .set(headers)
      .send({ status: 'x' })
      .expect(200);
    relay.start();
    await handled;
    await relay.stop();
    await bus.close();
    return seen;
  }

  test('one trace from the caller through the row, the relay and the consumer; the id is an attribute', async () => {
    tracing = initTracing({ serviceName: 'test', exporter });
    const submissionId = '0b9f6c52-6f0e-4a47-9d8a-5b2f5b9f3d11';
    await run(submissionId, { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` });
    const row = await db.pool.query<{ trace_context: string | null }>(
      `SELECT trace_context FROM ${SCHEMA}.outbox WHERE aggregate_id = $1`,
      [submissionId],
    );
    expect(row.rows[0]!.trace_context).toMatch(new RegExp(`^00-${CALLER_TRACE}-[0-9a-f]{16}-01$`));

    const spans = exporter.getFinishedSpans();
    const named = (name: string): ReadableSpan => {
      const span = spans.find((s) => s.name === name);
      if (!span) throw new Error(`no span ${name} among ${spans.map((s) => s.name).join(', ')}`);
      return span;
    };
    const server = named('PUT /api/admin/submissions/:id/status');
    const publish = named('publish submission.status_changed.v1');
    const consume = named('consume submission.status_changed.v1');
    const emit = named('socket.io emit submission-status-updated');
    for (const span of [server, publish, consume, emit])
      expect(span.spanContext().traceId).toBe(CALLER_TRACE);
    expect(server.parentSpanContext?.spanId).toBe(CALLER_SPAN);
    expect(server.kind).toBe(SpanKind.SERVER);
    expect(server.attributes['journal.submission_id']).toBe(submissionId);
    expect(publish.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(publish.kind).toBe(SpanKind.PRODUCER);
    expect(consume.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
    expect(consume.attributes['messaging.consumer.group.name']).toBe('traced.consumer');
    expect(emit.parentSpanContext?.spanId).toBe(consume.spanContext().spanId);
    for (const span of [publish, consume, emit]) {
      expect(span.attributes['journal.submission_id']).toBe(submissionId);
      expect(span.name).not.toContain(submissionId);
    }
  });

  test("a caller's unsampled trace: no spans anywhere, its context travels through the row to the consumer", async () => {
    tracing = initTracing({ serviceName: 'test', exporter });
    const submissionId = '2d9f6c52-6f0e-4a47-9d8a-5b2f5b9f3d13';
    const unsampled = `00-${CALLER_TRACE}-${CALLER_SPAN}-00`;
    const seen = await run(submissionId, { traceparent: unsampled });
    const row = await db.pool.query<{ trace_context: string | null }>(
      `SELECT trace_context FROM ${SCHEMA}.outbox WHERE aggregate_id = $1`,
      [submissionId],
    );
    // The caller's trace id, unsampled, in the row and in what the consumer's work (emit, mail job)
    // passes on; each hop's span id is its own (unrecorded) span's.
    const unsampledOfCaller = new RegExp(`^00-${CALLER_TRACE}-[0-9a-f]{16}-00$`);
    expect(row.rows[0]!.trace_context).toMatch(unsampledOfCaller);
    expect(seen.insideConsumer).toMatch(unsampledOfCaller);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  test('tracing off: no spans, nothing stored with the row, requests pass through', async () => {
    const submissionId = '1c9f6c52-6f0e-4a47-9d8a-5b2f5b9f3d12';
    await run(submissionId, { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` });
    const row = await db.pool.query<{ trace_context: string | null }>(
      `SELECT trace_context FROM ${SCHEMA}.outbox WHERE aggregate_id = $1`,
      [submissionId],
    );
    expect(row.rows[0]!.trace_context).toBeNull();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
