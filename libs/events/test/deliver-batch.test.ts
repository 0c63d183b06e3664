import { deliverBatch } from '../src/bus/deliver-batch';
import { createEvent } from '../src/envelope';
import { observeEvents, type DeliveryEvent } from '../src/observability/event-observer';

const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
const ctx = {
  group: 'g',
  policy: { maxAttempts: 1, initialDelayMs: 1, maxDelayMs: 1, factor: 2 },
  logger: silent,
  signal: new AbortController().signal,
};

describe('deliverBatch and the event observers', () => {
  let seen: { consumed: string[]; delivered: [string, DeliveryEvent][]; seconds: (number | undefined)[] };
  let stop: () => void;
  beforeEach(() => {
    seen = { consumed: [], delivered: [], seconds: [] };
    stop = observeEvents({
      consume: (_group, event, handle) => {
        seen.consumed.push(event.id);
        return handle();
      },
      delivered: (_group, event, outcome, seconds) => {
        seen.delivered.push([event.id, outcome]);
        seen.seconds.push(seconds);
      },
    });
  });
  afterEach(() => stop());

  it('reports each event of a batch handled in one call, as if delivered alone', async () => {
    const events = [1, 2, 3].map((n) => createEvent('t', `a${n}`, 1, {}));
    const batchHandler = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));
    const outcomes = await deliverBatch(events, { handler: jest.fn(), batchHandler }, ctx);
    expect(batchHandler).toHaveBeenCalledTimes(1);
    expect(outcomes.map((o) => o.kind)).toEqual(['handled', 'handled', 'handled']);
    expect(seen.consumed.sort()).toEqual(events.map((e) => e.id).sort());
    expect(seen.delivered).toEqual(events.map((e) => [e.id, 'handled']));
    // Each event is reported with the one call's duration (30 ms, timers fire a little early or late).
    expect(new Set(seen.seconds).size).toBe(1);
    expect(seen.seconds[0]).toBeGreaterThanOrEqual(0.02);
    expect(seen.seconds[0]).toBeLessThan(5);
  });

  it('reports how long each attempt of an event alone took, handled or failed', async () => {
    const event = createEvent('t', 'alone', 1, {});
    let calls = 0;
    const handler = jest.fn(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (calls === 1) throw new Error('first attempt fails');
    });
    const outcomes = await deliverBatch(
      [event],
      { handler },
      { ...ctx, policy: { ...ctx.policy, maxAttempts: 2 } },
    );
    expect(outcomes.map((o) => o.kind)).toEqual(['handled']);
    expect(seen.delivered.map(([, outcome]) => outcome)).toEqual(['failed', 'retried', 'handled']);
    const [failed, retried, handled] = seen.seconds;
    expect(failed).toBeGreaterThanOrEqual(0.02);
    expect(retried).toBeUndefined();
    expect(handled).toBeGreaterThanOrEqual(0.02);
  });
});
