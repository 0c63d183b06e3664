import { createEvent } from '../src/envelope';
import { eventHooks, observeEvents, type EventObserver } from '../src/observability/event-observer';

const event = createEvent('test.observed', 's1', 1, { submissionId: 's1' });

describe('event observers around a publish and a consume', () => {
  const removals: (() => void)[] = [];
  afterEach(() => {
    for (const remove of removals.splice(0)) remove();
  });

  /** An observer that records entering and leaving each wrapping hook. */
  function tracing(name: string, calls: string[]): EventObserver {
    return {
      async consume(group, _event, handle) {
        calls.push(`${name} enters ${group}`);
        await handle();
        calls.push(`${name} leaves ${group}`);
      },
      async publish(_schema, events, publish) {
        calls.push(`${name} publishes ${events.length}`);
        await publish(events.map((e) => ({ ...e, traceparent: `${e.traceparent ?? ''}${name}` })));
      },
    };
  }

  it('nests the observers, the last registered outermost, and runs the handler once inside them all', async () => {
    const calls: string[] = [];
    removals.push(observeEvents(tracing('first', calls)));
    removals.push(observeEvents({ delivered: () => calls.push('counts only') }));
    removals.push(observeEvents(tracing('second', calls)));
    await eventHooks.consume('mail', event, async () => {
      calls.push('handler');
    });
    expect(calls).toEqual([
      'second enters mail',
      'first enters mail',
      'handler',
      'first leaves mail',
      'second leaves mail',
    ]);
  });

  it('hands each publish wrapper the envelopes the outer one restamped', async () => {
    const calls: string[] = [];
    removals.push(observeEvents(tracing('a', calls)));
    removals.push(observeEvents(tracing('b', calls)));
    let published: string[] = [];
    await eventHooks.publish('submission', [event, event], async (events) => {
      published = events.map((e) => e.traceparent ?? '');
    });
    expect(calls).toEqual(['b publishes 2', 'a publishes 2']);
    expect(published).toEqual(['ba', 'ba']);
  });

  it('hands the innermost wrapper the handler itself', async () => {
    const handle = async () => undefined;
    const received: unknown[] = [];
    removals.push(
      observeEvents({
        consume: (_group, _event, inner) => {
          received.push(inner);
          return inner();
        },
      }),
    );
    await eventHooks.consume('mail', event, handle);
    expect(received).toEqual([handle]);
  });

  it('without observers runs the handler and the publish directly, and a failure propagates', async () => {
    let ran = 0;
    await eventHooks.consume('mail', event, async () => {
      ran += 1;
    });
    await eventHooks.publish('submission', [event], async () => {
      ran += 1;
    });
    expect(ran).toBe(2);
    removals.push(observeEvents(tracing('only', [])));
    await expect(
      eventHooks.consume('mail', event, async () => {
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
  });
});
