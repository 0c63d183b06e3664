import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { describeWith } from '@journal/testing';
import { createEvent, RedisEventBus, type EventEnvelope, type RedisEventBusOptions } from '../src';
import { runBusContract } from './bus.contract';
import { redisNamespace, redisUrl } from './helpers/redis-namespace';
import { delay, waitFor } from './helpers/wait-for';

describeWith('redis', 'RedisEventBus contract', () => {
  runBusContract(() => {
    const ns = redisNamespace();
    return {
      createBus: async ({ retry }) =>
        new RedisEventBus({ url: redisUrl(), prefix: ns.prefix, retry, blockMs: 500, claimIdleMs: 5_000 }),
      cleanup: ns.cleanup,
      timeoutMs: 10_000,
    };
  });
});

describeWith('redis', 'RedisEventBus specifics', () => {
  let ns: ReturnType<typeof redisNamespace>;
  let buses: RedisEventBus[];
  let admin: Redis;
  const TYPE = 'mail.job.v1';

  const newBus = (options: Partial<RedisEventBusOptions> = {}): RedisEventBus => {
    const bus = new RedisEventBus({
      url: redisUrl(),
      prefix: ns.prefix,
      blockMs: 500,
      retry: { initialDelayMs: 20, maxDelayMs: 100, maxAttempts: 3 },
      ...options,
    });
    buses.push(bus);
    return bus;
  };
  const pendingCount = async (group: string): Promise<number> => {
    const stream = `${ns.prefix}:mail`;
    const groups = (await admin.call('XINFO', 'GROUPS', stream)) as unknown[][];
    const info = groups.map((g) =>
      Object.fromEntries(Array.from({ length: g.length / 2 }, (_, i) => [g[2 * i], g[2 * i + 1]])),
    );
    return Number(info.find((g) => String(g.name).startsWith(`${group}~`))?.pending ?? -1);
  };

  beforeEach(() => {
    ns = redisNamespace();
    buses = [];
    admin = new Redis(redisUrl());
  });

  afterEach(async () => {
    await Promise.all(buses.map((b) => b.close()));
    admin.disconnect();
    await ns.cleanup();
  });

  it('reclaims the pending messages of a consumer that died before acknowledging', async () => {
    const settings = { claimIdleMs: 500, claimIntervalMs: 200, closeTimeoutMs: 100 };
    const dying = newBus(settings);
    const receivedByDying: string[] = [];
    await dying.subscribe({
      group: 'mailer',
      types: [TYPE],
      handler: (e) => {
        receivedByDying.push(e.id);
        return new Promise<void>(() => undefined); // hangs: the process is about to die
      },
    });
    const events = [1, 2, 3].map((v) => createEvent(TYPE, `job-${v}`, 1, { v }));
    await dying.publish(events);
    await waitFor(() => receivedByDying.length === 1, 'the dying consumer to take the first event');
    await dying.close(); // its connections go away with three unacknowledged messages
    expect(await pendingCount('mailer')).toBe(3);

    const survivor = newBus(settings);
    const handled: string[] = [];
    await survivor.subscribe({
      group: 'mailer',
      types: [TYPE],
      handler: async (e) => void handled.push(e.id),
    });
    await waitFor(() => handled.length === 3, 'the survivor to reclaim all three', 10_000);
    expect(new Set(handled)).toEqual(new Set(events.map((e) => e.id)));
    await waitFor(async () => (await pendingCount('mailer')) === 0, 'no pending messages');
  });

  it('does not let another consumer steal an event that a live consumer is still handling', async () => {
    const settings = { claimIdleMs: 300, claimIntervalMs: 100 };
    const slow = newBus(settings);
    const fast = newBus(settings);
    const deliveries: string[] = [];
    let started = false;
    await slow.subscribe({
      group: 'g',
      types: [TYPE],
      handler: async (e) => {
        started = true;
        deliveries.push(`slow:${e.id}`);
        await delay(1_500); // five times claimIdleMs
      },
    });
    const event = createEvent(TYPE, 'a', 1, {});
    await slow.publish([event]);
    await waitFor(() => started, 'the slow consumer to start');
    await fast.subscribe({
      group: 'g',
      types: [TYPE],
      handler: async (e) => void deliveries.push(`fast:${e.id}`),
    });
    await waitFor(async () => (await pendingCount('g')) === 0, 'the slow consumer to acknowledge', 10_000);
    expect(deliveries).toEqual([`slow:${event.id}`]);
  });

  it('keeps same-named subscriptions with different type lists apart', async () => {
    const bus = newBus();
    const narrow: string[] = [];
    const wide: string[] = [];
    await bus.subscribe({ group: 'svc', types: [TYPE], handler: async (e) => void narrow.push(e.type) });
    await bus.subscribe({
      group: 'svc',
      types: [TYPE, 'mail.other.v1'],
      handler: async (e) => void wide.push(e.type),
    });
    await bus.publish([createEvent('mail.other.v1', 'a', 1, {}), createEvent(TYPE, 'a', 2, {})]);
    await waitFor(() => wide.length === 2 && narrow.length === 1, 'both subscriptions');
    expect(narrow).toEqual([TYPE]);
    expect(wide).toEqual(['mail.other.v1', TYPE]);
  });

  it('dead-letters an entry that is not a valid envelope', async () => {
    const bus = newBus();
    const handled: EventEnvelope[] = [];
    await bus.subscribe({ group: 'g', types: [TYPE], handler: async (e) => void handled.push(e) });
    await admin.xadd(`${ns.prefix}:mail`, '*', 'type', TYPE, 'event', '{"not":"an envelope"}');
    const good = createEvent(TYPE, 'a', 1, {});
    await bus.publish([good]);
    await waitFor(() => handled.length === 1, 'the valid event');
    const letters = await bus.listDeadLetters();
    expect(letters).toHaveLength(1);
    expect(letters[0]!.error).toMatch(/undecodable entry/);
    expect(handled[0]).toEqual(good);
  });

  it('lingers after a small read so events close together come as one batch; the first is not held', async () => {
    const bus = newBus();
    const batches: { versions: number[]; at: number }[] = [];
    const single: number[] = [];
    await bus.subscribe({
      group: 'linger',
      types: [TYPE],
      lingerMs: 300,
      handler: async (e) => void single.push(e.version),
      batchHandler: async (events) =>
        void batches.push({ versions: events.map((e) => e.version), at: Date.now() }),
    });
    await delay(100);
    const published = Date.now();
    await bus.publish([createEvent(TYPE, 'a', 1, {})]);
    // The next four arrive during the linger that follows the first event's small read.
    for (let version = 2; version <= 5; version++) {
      await delay(20);
      await bus.publish([createEvent(TYPE, 'a', version, {})]);
    }
    await waitFor(() => [...single, ...batches.flatMap((b) => b.versions)].length === 5, 'all five events');
    // The first one alone went through `handler` (a read of one), at once.
    expect(single).toEqual([1]);
    expect(batches.map((b) => b.versions)).toEqual([[2, 3, 4, 5]]);
    expect(batches[0]!.at - published).toBeGreaterThanOrEqual(250);
    // Handled entries are acknowledged (with the next read, or at stop).
    await waitFor(async () => (await pendingCount('linger')) === 0, 'no pending entries');
  });

  it('acknowledges what it handled when it stops, though the next read never came', async () => {
    const bus = newBus({ blockMs: 10_000 });
    const handled: number[] = [];
    const sub = await bus.subscribe({
      group: 'ack-at-stop',
      types: [TYPE],
      lingerMs: 5_000,
      handler: async (e) => void handled.push(e.version),
      batchHandler: async (events) => void handled.push(...events.map((e) => e.version)),
    });
    await delay(500); // a quiet spell: the event after it is followed by the whole linger
    await bus.publish([createEvent(TYPE, 'a', 1, {})]);
    await waitFor(() => handled.length === 1, 'the event');
    await delay(200);
    expect(await pendingCount('ack-at-stop')).toBe(1); // its XACK waits for the next read, 5 s away
    await sub.stop();
    expect(await pendingCount('ack-at-stop')).toBe(0);
  });

  it('stops at once even while blocked in XREADGROUP', async () => {
    const bus = newBus({ blockMs: 10_000 });
    const sub = await bus.subscribe({ group: 'g', types: [TYPE], handler: async () => undefined });
    await delay(200);
    const started = Date.now();
    await sub.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('recovers when its connections are killed', async () => {
    const name = `test-${randomUUID()}`;
    const bus = newBus({ redisOptions: { connectionName: name } });
    const handled: number[] = [];
    await bus.subscribe({ group: 'g', types: [TYPE], handler: async (e) => void handled.push(e.version) });
    await bus.publish([createEvent(TYPE, 'a', 1, {})]);
    await waitFor(() => handled.length === 1, 'first event');
    const clients = String(await admin.call('CLIENT', 'LIST'))
      .split('\n')
      .filter((line) => line.includes(`name=${name}`));
    expect(clients.length).toBeGreaterThanOrEqual(2);
    for (const line of clients) await admin.call('CLIENT', 'KILL', 'ID', /id=(\d+)/.exec(line)![1]!);
    await waitFor(
      async () => {
        await bus.publish([createEvent(TYPE, 'a', handled.length + 100, {})]).catch(() => undefined);
        return handled.length >= 2;
      },
      'delivery after reconnect',
      15_000,
      300,
    );
    expect(handled[0]).toBe(1);
  });
});
