import { createEvent, type EventEnvelope, type InspectableEventBus, type RetryPolicy } from '../src';
import { delay, waitFor } from './helpers/wait-for';

/** What each adapter's test file provides: fresh, isolated buses (own streams/topics per test). */
export interface BusContractHarness {
  /** Every bus created within one test shares that test's namespace. */
  createBus(options: { retry: Partial<RetryPolicy> }): Promise<InspectableEventBus>;
  /** Called after each test, after the buses are closed (delete streams, topics...). */
  cleanup?(): Promise<void>;
  /** Upper bound for one delivery, generous for slow brokers. */
  timeoutMs: number;
  /** Wait after several consumers joined one group (Kafka rebalances), before publishing. */
  settleMs?: number;
}

const ITEM = 'contract.item.v1';
const OTHER = 'contract.other.v1';
const fastRetry = { maxAttempts: 3, initialDelayMs: 20, maxDelayMs: 100 };

const event = (aggregateId: string, version: number, type = ITEM): EventEnvelope =>
  createEvent(type, aggregateId, version, { n: version });

/** The bus port's contract; run inside a describe (or describeWith) by every adapter's test file. */
export function runBusContract(makeHarness: () => BusContractHarness): void {
  let harness: BusContractHarness;
  let buses: InspectableEventBus[] = [];

  const newBus = async (retry: Partial<RetryPolicy> = fastRetry): Promise<InspectableEventBus> => {
    const bus = await harness.createBus({ retry });
    buses.push(bus);
    return bus;
  };

  beforeEach(() => {
    harness = makeHarness();
    buses = [];
  });

  afterEach(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await harness.cleanup?.();
  });

  it('delivers every event to each subscribed group, once per group, in publish order', async () => {
    const bus = await newBus();
    const seen: Record<string, string[]> = { billing: [], audit: [] };
    for (const group of ['billing', 'audit'] as const) {
      await bus.subscribe({ group, types: [ITEM], handler: async (e) => void seen[group]!.push(e.id) });
    }
    const events = [event('a', 1), event('a', 2), event('b', 1)];
    await bus.publish(events.slice(0, 2));
    await bus.publish(events.slice(2));
    const ids = events.map((e) => e.id);
    await waitFor(
      () => seen.billing!.length >= 3 && seen.audit!.length >= 3,
      'both groups',
      harness.timeoutMs,
    );
    await delay(200);
    expect(seen.billing).toEqual(ids);
    expect(seen.audit).toEqual(ids);
  });

  it('delivers the full envelope unchanged', async () => {
    const bus = await newBus();
    const received: EventEnvelope[] = [];
    await bus.subscribe({ group: 'g', types: [ITEM], handler: async (e) => void received.push(e) });
    const sent = createEvent(ITEM, 'agg-1', 7, {
      nested: { list: [1, 'two', null] },
      text: 'héllo "quoted"',
    });
    await bus.publish([sent]);
    await waitFor(() => received.length === 1, 'the event', harness.timeoutMs);
    expect(received[0]).toEqual(sent);
  });

  it('shares one group between competing consumers: each event handled once', async () => {
    const bus = await newBus();
    const handled: string[][] = [[], []];
    for (const list of handled) {
      await bus.subscribe({ group: 'workers', types: [ITEM], handler: async (e) => void list.push(e.id) });
    }
    await delay(harness.settleMs ?? 0);
    const events = Array.from({ length: 30 }, (_, i) => event(`agg-${i % 5}`, Math.floor(i / 5) + 1));
    await bus.publish(events);
    await waitFor(
      () => handled[0]!.length + handled[1]!.length >= events.length,
      'all events',
      harness.timeoutMs,
    );
    await delay(300);
    const all = [...handled[0]!, ...handled[1]!];
    expect(all).toHaveLength(events.length);
    expect(new Set(all)).toEqual(new Set(events.map((e) => e.id)));
  });

  it('delivers only the subscribed types', async () => {
    const bus = await newBus();
    const types: string[] = [];
    await bus.subscribe({
      group: 'only-items',
      types: [ITEM],
      handler: async (e) => void types.push(e.type),
    });
    await bus.publish([event('a', 1, OTHER), event('a', 2, ITEM), event('a', 3, OTHER), event('a', 4, ITEM)]);
    await waitFor(() => types.length >= 2, 'two items', harness.timeoutMs);
    await delay(200);
    expect(types).toEqual([ITEM, ITEM]);
  });

  it('redelivers after a handler failure, without overtaking the failed event', async () => {
    const bus = await newBus({ ...fastRetry, maxAttempts: 5 });
    const attempts = new Map<number, number>();
    const handledVersions: number[] = [];
    await bus.subscribe({
      group: 'flaky',
      types: [ITEM],
      handler: async (e) => {
        attempts.set(e.version, (attempts.get(e.version) ?? 0) + 1);
        if (e.version === 2 && attempts.get(2)! < 3) throw new Error('transient failure');
        handledVersions.push(e.version);
      },
    });
    await bus.publish([event('a', 1), event('a', 2), event('a', 3)]);
    await waitFor(() => handledVersions.length >= 3, 'three handled events', harness.timeoutMs);
    expect(attempts.get(2)).toBe(3);
    expect(attempts.get(1)).toBe(1);
    expect(handledVersions).toEqual([1, 2, 3]);
    expect(await bus.listDeadLetters()).toEqual([]);
  });

  it('keeps per-aggregate order within a group', async () => {
    const bus = await newBus();
    const versions = new Map<string, number[]>();
    let failedOnce = false;
    await bus.subscribe({
      group: 'projection',
      types: [ITEM, OTHER],
      handler: async (e) => {
        if (e.aggregateId === 'b' && e.version === 4 && !failedOnce) {
          failedOnce = true;
          throw new Error('fail once');
        }
        versions.set(e.aggregateId, [...(versions.get(e.aggregateId) ?? []), e.version]);
      },
    });
    const aggregates = ['a', 'b', 'c'];
    for (let v = 1; v <= 8; v++) {
      // Mixed types on purpose: order must hold across the types of one aggregate.
      await bus.publish(aggregates.map((id) => event(id, v, v % 2 ? ITEM : OTHER)));
    }
    await waitFor(
      () => aggregates.every((id) => (versions.get(id)?.length ?? 0) >= 8),
      'all versions',
      harness.timeoutMs,
    );
    for (const id of aggregates) expect(versions.get(id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('moves an event to the dead letters after N failed attempts and goes on with the next', async () => {
    const bus = await newBus({ ...fastRetry, maxAttempts: 3 });
    const poison = event('p', 1);
    const next = event('q', 1);
    let poisonAttempts = 0;
    const handled: string[] = [];
    await bus.subscribe({
      group: 'strict',
      types: [ITEM],
      handler: async (e) => {
        if (e.id === poison.id) {
          poisonAttempts += 1;
          throw new Error('cannot handle this one');
        }
        handled.push(e.id);
      },
    });
    await bus.publish([poison, next]);
    await waitFor(() => handled.includes(next.id), 'the next event', harness.timeoutMs);
    await waitFor(async () => (await bus.listDeadLetters()).length > 0, 'a dead letter', harness.timeoutMs);
    expect(poisonAttempts).toBe(3);
    const [letter] = await bus.listDeadLetters();
    expect(letter).toMatchObject({ group: 'strict', attempts: 3, error: 'cannot handle this one' });
    expect(letter!.event).toEqual(poison);
    await delay(300);
    expect(poisonAttempts).toBe(3);
  });

  it('hands events read together to the batch handler; a poison one in a batch is dead-lettered alone', async () => {
    const bus = await newBus({ ...fastRetry, maxAttempts: 2 });
    const good = [event('a', 1), event('b', 1), event('a', 2)];
    const poison = event('p', 1);
    const batches: string[][] = [];
    const single: string[] = [];
    await bus.subscribe({
      group: 'batched',
      types: [ITEM],
      handler: async (e) => {
        if (e.id === poison.id) throw new Error('cannot handle this one');
        single.push(e.id);
      },
      batchHandler: async (events) => {
        batches.push(events.map((e) => e.id));
        if (events.some((e) => e.id === poison.id)) throw new Error('batch with the poison event');
      },
    });
    await bus.publish(good.slice(0, 2));
    await waitFor(
      () => batches.flat().length >= 2 || single.length >= 2,
      'the first events',
      harness.timeoutMs,
    );
    await bus.publish([poison, good[2]!]);
    await waitFor(async () => (await bus.listDeadLetters()).length > 0, 'a dead letter', harness.timeoutMs);
    await waitFor(
      () => [...batches.filter((b) => !b.includes(poison.id)).flat(), ...single].includes(good[2]!.id),
      'the event behind the poison one',
      harness.timeoutMs,
    );
    await delay(300);
    const [letter] = await bus.listDeadLetters();
    expect(letter).toMatchObject({ group: 'batched', attempts: 2, error: 'cannot handle this one' });
    expect(letter!.event).toEqual(poison);
    // Every good event handled exactly once, by a successful batch or alone, in publish order.
    const handled = [...batches.filter((b) => !b.includes(poison.id)).flat(), ...single];
    expect([...handled].sort()).toEqual(good.map((e) => e.id).sort());
    // Published together, read together: the refused batch's good event went through the handler alone.
    expect(batches).toContainEqual([poison.id, good[2]!.id]);
    expect(single).toContain(good[2]!.id);
  });

  it('keeps events for a group while its consumer is stopped', async () => {
    const bus = await newBus();
    const handled: number[] = [];
    const first = await bus.subscribe({
      group: 'restartable',
      types: [ITEM],
      handler: async (e) => void handled.push(e.version),
    });
    await bus.publish([event('a', 1)]);
    await waitFor(() => handled.length === 1, 'first event', harness.timeoutMs);
    await first.stop();
    await bus.publish([event('a', 2), event('a', 3)]);
    await delay(200);
    expect(handled).toEqual([1]);
    await bus.subscribe({
      group: 'restartable',
      types: [ITEM],
      handler: async (e) => void handled.push(e.version),
    });
    await waitFor(() => handled.length >= 3, 'events published while stopped', harness.timeoutMs);
    expect(handled).toEqual([1, 2, 3]);
  });

  it('starts a new group from the retained history', async () => {
    const bus = await newBus();
    const early = [event('a', 1), event('a', 2)];
    await bus.publish(early);
    await delay(100);
    const handled: string[] = [];
    await bus.subscribe({
      group: 'late-joiner',
      types: [ITEM],
      handler: async (e) => void handled.push(e.id),
    });
    const later = event('a', 3);
    await bus.publish([later]);
    await waitFor(() => handled.length >= 3, 'history and the new event', harness.timeoutMs);
    expect(handled).toEqual([...early, later].map((e) => e.id));
  });

  it('lets the event in progress finish when a subscription stops', async () => {
    const bus = await newBus();
    let finished = false;
    let started = false;
    const sub = await bus.subscribe({
      group: 'slow',
      types: [ITEM],
      handler: async () => {
        started = true;
        await delay(300);
        finished = true;
      },
    });
    await bus.publish([event('a', 1)]);
    await waitFor(() => started, 'handler start', harness.timeoutMs);
    await sub.stop();
    expect(finished).toBe(true);
  });

  it('rejects publish after close', async () => {
    const bus = await newBus();
    await bus.close();
    await expect(bus.publish([event('a', 1)])).rejects.toThrow(/closed/);
  });
}
