import type { Request } from 'express';
import type { EventBus, EventEnvelope, EventPayload } from '@journal/events';
import { createLogger } from '@journal/logger';
import { UsageRecorder } from '../../src/domain/usage/usage-recorder';

type Used = EventEnvelope<EventPayload<'article.used.v1'>>;

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SALT = Buffer.alloc(32, 7);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A reader as express shows it to the recorder: its address and its user agent. */
const reader = (ip: string, userAgent: string | undefined) =>
  ({ ip, get: (name: string) => (name === 'user-agent' ? userAgent : undefined) }) as unknown as Request;

/** A bus that keeps each publish call; `failing` makes the next calls throw. */
function recordingBus() {
  const calls: Used[][] = [];
  const bus = {
    failing: false,
    calls,
    publish: async (events: EventEnvelope[]) => {
      if (bus.failing) throw new Error('bus down');
      calls.push(events as Used[]);
    },
  };
  return bus;
}

function recorderOn(
  bus: ReturnType<typeof recordingBus>,
  options: { lingerMs?: number; batchSize?: number },
) {
  const warnings: unknown[] = [];
  const logger = createLogger('test', { level: 'silent' });
  logger.warn = ((obj: unknown) => void warnings.push(obj)) as typeof logger.warn;
  const recorder = new UsageRecorder({
    bus: bus as unknown as EventBus,
    logger,
    saltOf: async () => SALT,
    now: () => new Date('2026-06-01T10:00:00.000Z'),
    ...options,
  });
  return { recorder, warnings };
}

const use = (n: number) => ({
  articleId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  journalSlug: 'applied-science',
  metricKind: 'investigation' as const,
});

describe('UsageRecorder: usage events in batches (issue 32)', () => {
  it("names the URL read, its path without the query string, for COUNTER's per-URL double clicks", async () => {
    const bus = recordingBus();
    const { recorder } = recorderOn(bus, { lingerMs: 10 });
    const at = (originalUrl: string | undefined) =>
      ({ ...reader('10.0.0.1', BROWSER), originalUrl }) as unknown as Request;
    recorder.record(at('/articles/a1'), use(1));
    recorder.record(at('/articles/a1/galley.pdf?download=1#page=2'), use(1));
    recorder.record(at(`/articles/${'x'.repeat(600)}`), use(1));
    recorder.record(at(undefined), use(1));
    await recorder.flush();
    const urls = bus.calls.flat().map((e) => e.payload.url);
    expect(urls.slice(0, 2)).toEqual(['/articles/a1', '/articles/a1/galley.pdf']);
    expect(urls[2]).toHaveLength(512);
    expect(urls[3]).toBeUndefined();
  });

  it('turns each use into its event: article, day, session key, robot or human', async () => {
    const bus = recordingBus();
    const { recorder } = recorderOn(bus, { lingerMs: 10 });
    recorder.record(reader('10.0.0.1', BROWSER), use(1));
    recorder.record(reader('10.0.0.1', 'curl/8.5.0'), use(2));
    recorder.record(reader('10.0.0.2', undefined), use(3));
    await recorder.flush();
    const events = bus.calls.flat();
    expect(events.map((e) => [e.type, e.aggregateId, e.payload.userAgentClass])).toEqual([
      ['article.used.v1', use(1).articleId, 'human'],
      ['article.used.v1', use(2).articleId, 'robot'],
      ['article.used.v1', use(3).articleId, 'robot'],
    ]);
    expect(events[0]!.payload).toMatchObject({ ...use(1), at: '2026-06-01T10:00:00.000Z' });
    // The same reader on the same day is one session; another user agent is another.
    const keys = events.map((e) => e.payload.sessionKey);
    expect(new Set(keys).size).toBe(3);
    recorder.record(reader('10.0.0.1', BROWSER), use(4));
    await recorder.flush();
    expect(bus.calls.flat()[3]!.payload.sessionKey).toBe(keys[0]);
  });

  it('publishes the uses of one linger in one call, without being asked', async () => {
    const bus = recordingBus();
    const { recorder } = recorderOn(bus, { lingerMs: 20 });
    for (let i = 0; i < 30; i += 1) recorder.record(reader(`10.0.0.${i}`, BROWSER), use(i));
    expect(bus.calls).toHaveLength(0);
    await sleep(200);
    expect(bus.calls.map((c) => c.length)).toEqual([30]);
    await recorder.stop();
  });

  it('publishes full batches at once, and the uses left over after their linger, not a few per call', async () => {
    const bus = recordingBus();
    const { recorder } = recorderOn(bus, { lingerMs: 100, batchSize: 10 });
    for (let i = 0; i < 25; i += 1) recorder.record(reader(`10.0.0.${i}`, BROWSER), use(i));
    await sleep(30);
    expect(bus.calls.map((c) => c.length)).toEqual([10, 10]);
    await sleep(300);
    expect(bus.calls.map((c) => c.length)).toEqual([10, 10, 5]);
    // In the order they were recorded.
    expect(bus.calls.flat().map((e) => e.aggregateId)).toEqual(
      Array.from({ length: 25 }, (_, i) => use(i).articleId),
    );
    await recorder.stop();
  });

  it('loses a batch the bus refuses, says so, and publishes the next uses', async () => {
    const bus = recordingBus();
    const { recorder, warnings } = recorderOn(bus, { lingerMs: 10 });
    bus.failing = true;
    recorder.record(reader('10.0.0.1', BROWSER), use(1));
    await recorder.flush();
    expect(warnings).toEqual([expect.objectContaining({ err: 'bus down', uses: 1 })]);
    bus.failing = false;
    recorder.record(reader('10.0.0.1', BROWSER), use(2));
    await recorder.flush();
    expect(bus.calls.flat().map((e) => e.aggregateId)).toEqual([use(2).articleId]);
  });

  it('records nothing when turned off', async () => {
    const bus = recordingBus();
    const recorder = new UsageRecorder({
      bus: bus as unknown as EventBus,
      logger: createLogger('test', { level: 'silent' }),
      saltOf: async () => SALT,
      enabled: false,
    });
    recorder.record(reader('10.0.0.1', BROWSER), use(1));
    await recorder.flush();
    expect(bus.calls).toHaveLength(0);
  });
});
