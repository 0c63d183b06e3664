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
  let seen: { consumed: string[]; delivered: [string, DeliveryEvent][] };
  let stop: () => void;
  beforeEach(() => {
    seen = { consumed: [], delivered: [] };
    stop = observeEvents({
      consume: (_group, event, handle) => {
        seen.consumed.push(event.id);
        return handle();
      },
      delivered: (_group, event, outcome) => void seen.delivered.push([event.id, outcome]),
    });
  });
  afterEach(() => stop());

  it('reports each event of a batch handled in one call, as if delivered alone', async () => {
    const events = [1, 2, 3].map((n) => createEvent('t', `a${n}`, 1, {}));
    const batchHandler = jest.fn(async () => undefined);
    const outcomes = await deliverBatch(events, { handler: jest.fn(), batchHandler }, ctx);
    expect(batchHandler).toHaveBeenCalledTimes(1);
    expect(outcomes.map((o) => o.kind)).toEqual(['handled', 'handled', 'handled']);
    expect(seen.consumed.sort()).toEqual(events.map((e) => e.id).sort());
    expect(seen.delivered).toEqual(events.map((e) => [e.id, 'handled']));
  });
});
