import { createEvent, MemoryEventBus } from '../src';
import { runBusContract } from './bus.contract';
import { delay, waitFor } from './helpers/wait-for';

describe('MemoryEventBus contract', () => {
  runBusContract(() => ({
    createBus: async ({ retry }) => new MemoryEventBus({ retry, retainEvents: 1_000 }),
    timeoutMs: 5_000,
  }));
});

describe('MemoryEventBus specifics', () => {
  it('keeps no history by default: a new group sees only later events', async () => {
    const bus = new MemoryEventBus();
    await bus.publish([createEvent('t.x.v1', 'a', 1, {})]);
    const seen: number[] = [];
    await bus.subscribe({
      group: 'late',
      types: ['t.x.v1'],
      handler: async (e) => void seen.push(e.version),
    });
    await bus.publish([createEvent('t.x.v1', 'a', 2, {})]);
    await waitFor(() => seen.length === 1, 'the later event');
    await delay(20);
    expect(seen).toEqual([2]);
    await bus.close();
  });

  it('drops the oldest retained events beyond retainEvents', async () => {
    const bus = new MemoryEventBus({ retainEvents: 2 });
    await bus.publish([1, 2, 3].map((v) => createEvent('t.x.v1', 'a', v, {})));
    const seen: number[] = [];
    await bus.subscribe({
      group: 'late',
      types: ['t.x.v1'],
      handler: async (e) => void seen.push(e.version),
    });
    await waitFor(() => seen.length === 2, 'the retained events');
    await delay(20);
    expect(seen).toEqual([2, 3]);
    await bus.close();
  });

  it('resolves a publish only once every subscribed group handled the event (at least once)', async () => {
    const bus = new MemoryEventBus({ retry: { initialDelayMs: 5, maxDelayMs: 5 } });
    const handled: string[] = [];
    let failOnce = true;
    await bus.subscribe({ group: 'fast', types: ['t.x.v1'], handler: async () => void handled.push('fast') });
    await bus.subscribe({
      group: 'slow',
      types: ['t.x.v1'],
      handler: async () => {
        await delay(50);
        if (failOnce) {
          failOnce = false;
          throw new Error('transient');
        }
        handled.push('slow');
      },
    });
    await bus.publish([createEvent('t.x.v1', 'a', 1, {})]);
    expect(handled.sort()).toEqual(['fast', 'slow']);
    await bus.close();
  });

  it('does not hold a publish for a group without consumers, and rejects one whose group stops first', async () => {
    const bus = new MemoryEventBus();
    await bus
      .subscribe({ group: 'idle', types: ['t.x.v1'], handler: async () => undefined })
      .then((s) => s.stop());
    await bus.publish([createEvent('t.x.v1', 'a', 1, {})]); // nobody listens: kept for the next consumer

    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const sub = await bus.subscribe({ group: 'busy', types: ['t.y.v1'], handler: () => blocked });
    const first = bus.publish([createEvent('t.y.v1', 'b', 1, {})]);
    const second = bus.publish([createEvent('t.y.v1', 'b', 2, {})]);
    await delay(20);
    const stopping = sub.stop();
    release();
    await stopping;
    await expect(first).resolves.toBeUndefined(); // in flight: finished before the stop returned
    await expect(second).rejects.toThrow(/stopped before handling/); // its outbox row stays pending
    await bus.close();
  });

  it('spreads a group over its consumers round-robin', async () => {
    const bus = new MemoryEventBus();
    const counts = [0, 0];
    for (const i of [0, 1])
      await bus.subscribe({ group: 'g', types: ['t.x.v1'], handler: async () => void (counts[i]! += 1) });
    await bus.publish(Array.from({ length: 10 }, (_, i) => createEvent('t.x.v1', 'a', i + 1, {})));
    await waitFor(() => counts[0]! + counts[1]! === 10, 'ten deliveries');
    expect(counts).toEqual([5, 5]);
    await bus.close();
  });

  it('rejects payloads that cannot travel as JSON', async () => {
    const bus = new MemoryEventBus();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(bus.publish([createEvent('t.x.v1', 'a', 1, circular)])).rejects.toThrow(/circular/i);
    await bus.close();
  });

  it('gives each consumer its own copy of the event', async () => {
    const bus = new MemoryEventBus();
    const seen: unknown[] = [];
    await bus.subscribe({
      group: 'a',
      types: ['t.x.v1'],
      handler: async (e) => void ((e.payload as { n: number }).n = 99),
    });
    await bus.subscribe({ group: 'b', types: ['t.x.v1'], handler: async (e) => void seen.push(e.payload) });
    await bus.publish([createEvent('t.x.v1', 'a', 1, { n: 1 })]);
    await waitFor(() => seen.length === 1, 'delivery');
    await delay(20);
    expect(seen[0]).toEqual({ n: 1 });
    await bus.close();
  });
});
