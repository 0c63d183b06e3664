import Redis from 'ioredis';
import { createLogger } from '@journal/logger';
import { describeWith } from '@journal/testing';
import { startNoticeRelay, type NoticeRelay } from '../../src/routes/realtime/notice-relay';
import type { StatusUpdateBroadcast } from '../../src/routes/realtime/socket.types';
import { deleteRedisKeys, REDIS_URL, uniquePrefix } from '../support/test-infra';
import { sleep, waitFor } from '../support/wait-for';

const logger = createLogger('notice-relay-test', { level: 'silent' });

function notice(n: number): StatusUpdateBroadcast {
  return {
    eventId: `event-${n}`,
    authorId: 'author-1',
    payload: {
      id: `submission-${n}`,
      status: 'accepted',
      paperTitle: `Paper ${n}`,
      journalName: 'Civil Engineering',
      actorEmail: 'editor@example.org',
      updatedAt: new Date(0).toISOString(),
    },
  };
}

describeWith('redis', 'notice relay: status notices between instances on a Redis stream', () => {
  const prefix = uniquePrefix('notice-relay');
  const streamKey = `${prefix}:notices`;
  const clients: Redis[] = [];
  const relays: NoticeRelay[] = [];

  const client = () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 3 });
    clients.push(redis);
    return redis;
  };
  const relay = (received: string[], blockMs = 200) => {
    const started = startNoticeRelay({
      redis: client(),
      streamKey,
      logger,
      blockMs,
      onNotice: (message) => received.push(message.eventId),
    });
    relays.push(started);
    return started;
  };
  /** Drops every reader connection of the stream, as a Redis restart or a network cut would. */
  const killReaders = async (admin: Redis) => {
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=${streamKey}:reader `))
      .map((line) => /(?:^|\s)id=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => Boolean(id));
    for (const id of ids) await admin.client('KILL', 'ID', id);
    return ids.length;
  };

  afterAll(async () => {
    for (const started of relays) await started.close();
    for (const redis of clients) await redis.quit();
    await deleteRedisKeys(prefix);
  });

  it('hands every notice, in order, to every instance (the publishing one included)', async () => {
    const a: string[] = [];
    const b: string[] = [];
    const publisher = relay(a);
    const other = relay(b);
    await Promise.all([publisher.ready, other.ready]); // both readers at the tail
    const expected = Array.from({ length: 20 }, (_, n) => `event-${n}`);
    for (let n = 0; n < 20; n++) await publisher.publish([notice(n)]);
    await waitFor('20 notices on both', () => a.length >= 20 && b.length >= 20);
    await sleep(300);
    expect(a).toEqual(expected);
    expect(b).toEqual(expected);
  });

  it("writes a batch's notices as one entry, and still reads the one-notice entries of older instances", async () => {
    const received: string[] = [];
    const publisher = relay(received);
    await publisher.ready;
    const before = await client().xlen(streamKey);
    await publisher.publish([notice(40), notice(41), notice(42)]);
    expect((await client().xlen(streamKey)) - before).toBe(1);
    // As an instance from before batching wrote them: ['notice', one notice].
    await client().xadd(streamKey, '*', 'notice', JSON.stringify(notice(43)));
    await client().xadd(streamKey, '*', 'notices', 'not json');
    await publisher.publish([notice(44)]);
    await waitFor('the five notices', () => received.length >= 5);
    await sleep(300);
    expect(received).toEqual(['event-40', 'event-41', 'event-42', 'event-43', 'event-44']);
  });

  it('a reader cut off from Redis gets what was published meanwhile, once, when it is back', async () => {
    const received: string[] = [];
    const reader = relay(received);
    const publisher = startNoticeRelay({ redis: client(), streamKey, logger, onNotice: () => undefined });
    relays.push(publisher);
    await Promise.all([reader.ready, publisher.ready]);
    const admin = client();
    const expected: string[] = [];
    for (let round = 0; round < 3; round++) {
      expect(await killReaders(admin)).toBeGreaterThan(0);
      // ioredis waits 50 ms before its first reconnect: these land while the readers are away.
      for (let n = 0; n < 5; n++) {
        const message = notice(100 + round * 5 + n);
        await publisher.publish([message]);
        expected.push(message.eventId);
      }
      await sleep(300);
    }
    await waitFor('every notice of the three cuts', () => received.length >= expected.length, 10_000);
    await sleep(300);
    expect(received).toEqual(expected);
  });

  it('starts at the end of the stream: an instance that joins later does not replay older notices', async () => {
    const earlier: string[] = [];
    const publisher = relay(earlier);
    await publisher.publish([notice(900)]);
    const later: string[] = [];
    await relay(later).ready;
    await publisher.publish([notice(901)]);
    await waitFor('the later notice', () => later.length >= 1);
    await sleep(300);
    expect(later).toEqual(['event-901']);
  });

  it('keeps the stream capped', async () => {
    const capped = startNoticeRelay({
      redis: client(),
      streamKey: `${prefix}:capped`,
      logger,
      maxLen: 50,
      onNotice: () => undefined,
    });
    relays.push(capped);
    for (let n = 0; n < 500; n++) await capped.publish([notice(n)]);
    // MAXLEN ~ trims whole macro nodes (100 entries by default), so the length stays near the cap.
    expect(await client().xlen(`${prefix}:capped`)).toBeLessThanOrEqual(150);
  });

  it('rejects a publish Redis did not take, so the event is retried instead of the notice lost', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const orphan = startNoticeRelay({ redis: down, streamKey, logger, onNotice: () => undefined });
    await expect(orphan.publish([notice(1)])).rejects.toThrow();
    await orphan.close();
    down.disconnect();
  });

  it('closes at once, without waiting for its blocking read to time out', async () => {
    const started = startNoticeRelay({
      redis: client(),
      streamKey,
      logger,
      blockMs: 30_000,
      onNotice: () => undefined,
    });
    await sleep(100);
    const t0 = Date.now();
    await started.close();
    expect(Date.now() - t0).toBeLessThan(2_000);
  });
});
