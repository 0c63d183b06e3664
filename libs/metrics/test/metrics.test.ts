import express from 'express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import {
  MemoryEventBus,
  OutboxRelay,
  outboxDdl,
  RedisEventBus,
  subscribe,
  writeOutbox,
} from '@journal/events';
import { statusChanged } from '../../events/test/helpers/outbox-fixtures';
import { createTestDatabase, DEFAULT_REDIS_URL, describeWith, type TestDatabase } from '@journal/testing';
import {
  httpMetrics,
  redisBacklogReader,
  registry,
  startMetricsServer,
  watchEvents,
  type MetricsServer,
} from '../src';

/** A sample's value (a histogram's `_count`). */
async function value(name: string, labels: Record<string, string>): Promise<number | undefined> {
  const metric = await registry.getSingleMetric(name)?.get();
  return metric?.values.find(
    (v) =>
      (String(metric.type) !== 'histogram' ||
        (v as { metricName?: string }).metricName === `${name}_count`) &&
      Object.entries(labels).every(([k, l]) => (v.labels as Record<string, unknown>)[k] === l),
  )?.value;
}

describe('HTTP request metrics', () => {
  test('label by route template and status class, never the raw URL', async () => {
    const app = express();
    app.use(httpMetrics());
    const router = express.Router();
    router.get('/items/:id', (_req, res) => void res.json({}));
    app.use('/api/shop', router);
    app.get('/boom', (_req, res) => void res.status(503).end());
    await request(app).get('/api/shop/items/4f0c-secret-id').expect(200);
    await request(app).get('/boom').expect(503);
    await request(app).get('/no/such/path/123').expect(404);
    expect(
      await value('journal_http_server_request_duration_seconds', {
        route: '/api/shop/items/:id',
        status_class: '2xx',
        method: 'GET',
      }),
    ).toBeGreaterThan(0);
    const text = await registry.metrics();
    expect(text).toContain('route="/boom",status_class="5xx"');
    expect(text).toContain('route="unmatched",status_class="4xx"');
    expect(text).not.toContain('4f0c-secret-id');
    expect(text).not.toContain('/no/such/path');
  });
});

describe('metrics listener', () => {
  let server: MetricsServer;
  beforeAll(async () => {
    server = await startMetricsServer({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  test('serves Prometheus text at /metrics and 404 elsewhere', async () => {
    const res = await fetch(server.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toContain('# TYPE journal_http_server_request_duration_seconds histogram');
    expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(server.url.replace('/metrics', '/api/health'))).status).toBe(404);
  });

  test('a port in use is a clear start error', async () => {
    await expect(startMetricsServer({ port: server.port, host: '127.0.0.1' })).rejects.toThrow(
      /metrics listener: cannot listen on 127\.0\.0\.1:\d+ \(EADDRINUSE\); set METRICS_PORT/,
    );
  });
});

describe('consumer outcomes', () => {
  test('handled, failed, retried and dead_lettered per group', async () => {
    const stop = watchEvents();
    const bus = new MemoryEventBus({ retry: { maxAttempts: 2, initialDelayMs: 1, maxDelayMs: 1 } });
    const group = `metrics.test.${randomUUID().slice(0, 8)}`;
    try {
      await subscribe(bus, {
        group,
        types: ['submission.status_changed.v1'],
        handler: async (event) => {
          if (event.version === 13) throw new Error('poison');
        },
      });
      await bus.publish([statusChanged(randomUUID(), 2), statusChanged(randomUUID(), 13)]);
      expect(await value('journal_consumer_events_total', { group, outcome: 'handled' })).toBe(1);
      expect(await value('journal_consumer_events_total', { group, outcome: 'failed' })).toBe(2);
      expect(await value('journal_consumer_events_total', { group, outcome: 'retried' })).toBe(1);
      expect(await value('journal_consumer_events_total', { group, outcome: 'dead_lettered' })).toBe(1);
      // One duration per attempt, handled or failed: 1 + 2.
      expect(await value('journal_consumer_handle_duration_seconds', { group })).toBe(3);
    } finally {
      stop();
      await bus.close();
    }
  });
});

describeWith(['postgres', 'redis'], 'backlog gauges read at scrape time', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  test('outbox pending rows and oldest age; Redis group pending and lag; published counter', async () => {
    const schema = `m_${randomUUID().slice(0, 8)}`;
    await db.pool.query(`CREATE SCHEMA ${schema}`);
    await db.pool.query(outboxDdl(schema));
    const prefix = `test:metrics:${randomUUID()}`;
    const redis = new Redis(process.env.REDIS_URL || DEFAULT_REDIS_URL);
    const stop = watchEvents({ backlog: redisBacklogReader(redis, prefix) });
    const bus = new RedisEventBus({ url: process.env.REDIS_URL || DEFAULT_REDIS_URL, prefix });
    const relay = new OutboxRelay({ pool: db.pool, schema, bus });
    try {
      const client = await db.pool.connect();
      await client.query('BEGIN');
      await writeOutbox(client, schema, [statusChanged(randomUUID(), 2), statusChanged(randomUUID(), 2)]);
      await client.query(`UPDATE ${schema}.outbox SET created_at = now() - interval '90 seconds'`);
      await client.query('COMMIT');
      client.release();
      await registry.metrics(); // a scrape
      expect(await value('journal_outbox_pending_rows', { schema })).toBe(2);
      expect(await value('journal_outbox_oldest_pending_age_seconds', { schema })).toBeGreaterThanOrEqual(90);

      // A group that takes one event and never acknowledges it: 1 pending; the other is lag.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const group = `metrics.backlog.${randomUUID().slice(0, 8)}`;
      await subscribe(bus, {
        group,
        types: ['submission.status_changed.v1'],
        handler: () => held,
      });
      expect(await relay.flush()).toBe(2);
      expect(await value('journal_outbox_published_events_total', { schema })).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 1_200)); // past the shared read's 1 s
      await registry.metrics();
      expect(await value('journal_outbox_pending_rows', { schema })).toBe(0);
      expect(await value('journal_outbox_oldest_pending_age_seconds', { schema })).toBe(0);
      const pending = await value('journal_consumer_group_pending_messages', { group, stream: 'submission' });
      const lag = await value('journal_consumer_group_lag_messages', { group, stream: 'submission' });
      expect((pending ?? 0) + (lag ?? 0)).toBe(2);
      expect(pending).toBeGreaterThanOrEqual(1);
      release();
    } finally {
      stop();
      await bus.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
