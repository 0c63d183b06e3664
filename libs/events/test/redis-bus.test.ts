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
    // The keepalive runs every claimIdleMs / 3; a loaded CI machine has stalled a 100 ms timer past 300 ms,
    // so the idle time is a second (still three claim periods inside the handler).
    const settings = { claimIdleMs: 1_000, claimIntervalMs: 100 };
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
        await delay(3_000); // three times claimIdleMs
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

  it("acknowledges another type's entry by its type field, without parsing its envelope", async () => {
    const bus = newBus();
    const handled: EventEnvelope[] = [];
    await bus.subscribe({ group: 'g', types: [TYPE], handler: async (e) => void handled.push(e) });
    // Not this group's type: left to the groups that take it, so no dead letter here.
    await admin.xadd(`${ns.prefix}:mail`, '*', 'type', 'mail.other.v1', 'event', '{"not":"an envelope"}');
    const good = createEvent(TYPE, 'a', 1, {});
    await bus.publish([good]);
    await waitFor(() => handled.length === 1, 'the valid event');
    expect(await bus.listDeadLetters()).toEqual([]);
    expect(handled).toEqual([good]);
  });

  it('lingers when events arrive close together, so they share batches', async () => {
    const bus = newBus();
    const calls: number[] = [];
    await bus.subscribe({
      group: 'linger',
      types: [TYPE],
      lingerMs: 200,
      handler: async () => void calls.push(1),
      batchHandler: async (events) => void calls.push(events.length),
    });
    // 200 events/s: about 40 arrive within the linger, well over the four that make waiting worth it.
    for (let version = 1; version <= 60; version++) {
      await bus.publish([createEvent(TYPE, 'a', version, {})]);
      await delay(5);
    }
    await waitFor(() => calls.reduce((sum, n) => sum + n, 0) === 60, 'all sixty events');
    expect(calls.length).toBeLessThan(20);
    expect(Math.max(...calls)).toBeGreaterThanOrEqual(5);
    await waitFor(async () => (await pendingCount('linger')) === 0, 'no pending entries');
  });

  it("reads a subscription's own batchSize at once instead of the bus's", async () => {
    const bus = newBus({ batchSize: 10 });
    for (let version = 1; version <= 120; version++) await bus.publish([createEvent(TYPE, 'a', version, {})]);
    const sizes: Record<string, number[]> = { own: [], bus: [] };
    for (const [group, batchSize] of [
      ['own', 50],
      ['bus', undefined],
    ] as const) {
      await bus.subscribe({
        group,
        types: [TYPE],
        batchSize,
        handler: async () => void sizes[group]!.push(1),
        batchHandler: async (events) => void sizes[group]!.push(events.length),
      });
    }
    const total = (group: string) => sizes[group]!.reduce((sum, n) => sum + n, 0);
    await waitFor(() => total('own') === 120 && total('bus') === 120, 'every event in both groups');
    expect(Math.max(...sizes.own!)).toBe(50);
    expect(Math.max(...sizes.bus!)).toBe(10);
  });

  it('does not linger when events are sparse: each is handled at once', async () => {
    const bus = newBus();
    const delays: number[] = [];
    const sentAt = new Map<number, number>();
    const record = (version: number) => void delays.push(Date.now() - sentAt.get(version)!);
    await bus.subscribe({
      group: 'sparse',
      types: [TYPE],
      lingerMs: 400,
      handler: async (e) => record(e.version),
      batchHandler: async (events) => events.forEach((e) => record(e.version)),
    });
    await delay(100);
    // Six events/s: about two within the 400 ms linger, under the four that make waiting worth it.
    for (let version = 1; version <= 6; version++) {
      sentAt.set(version, Date.now());
      await bus.publish([createEvent(TYPE, 'a', version, {})]);
      await delay(160);
    }
    await waitFor(() => delays.length === 6, 'all six events');
    expect(Math.max(...delays)).toBeLessThan(250);
  });

  it('leaves nothing pending once it stops, though its last acknowledgement waited for a read', async () => {
    const bus = newBus({ blockMs: 10_000 });
    let handled = 0;
    const sub = await bus.subscribe({
      group: 'ack-at-stop',
      types: [TYPE],
      lingerMs: 5_000,
      handler: async () => void (handled += 1),
      batchHandler: async (events) => void (handled += events.length),
    });
    for (let version = 1; version <= 30; version++) {
      await bus.publish([createEvent(TYPE, 'a', version, {})]);
      await delay(5);
    }
    await waitFor(() => handled === 30, 'the thirty events');
    await sub.stop();
    expect(await pendingCount('ack-at-stop')).toBe(0);
    // Nothing comes again to the group's next consumer.
    let again = 0;
    const next = await newBus().subscribe({
      group: 'ack-at-stop',
      types: [TYPE],
      handler: async () => void (again += 1),
    });
    await delay(700);
    await next.stop();
    expect(again).toBe(0);
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
