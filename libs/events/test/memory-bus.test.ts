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

  it('publishes without waiting for handlers (asynchronous delivery)', async () => {
    const bus = new MemoryEventBus();
    let handled = false;
    await bus.subscribe({ group: 'g', types: ['t.x.v1'], handler: async () => void (handled = true) });
    await bus.publish([createEvent('t.x.v1', 'a', 1, {})]);
    expect(handled).toBe(false);
    await waitFor(() => handled, 'delivery');
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
