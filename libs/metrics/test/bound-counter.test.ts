import { Counter, Registry } from 'prom-client';
import { BoundCounter } from '../src/bound-counter';
import { exposition } from './registry-exposition';

const INCREMENTS: [string, string, number][] = [
  ['mail', 'handled', 1],
  ['mail', 'handled', 2],
  ['mail', 'failed', 1],
  ['search', 'handled', 0], // a series at 0 is exported
  ['a "quoted" \\ group\n', 'handled', 1], // label values are escaped by the registry
];

function outcomes(registry: Registry) {
  return {
    name: 'test_events_total',
    help: 'Events.',
    labelNames: ['group', 'outcome'] as ('group' | 'outcome')[],
    registers: [registry],
  };
}

/** prom-client's own Counter, given the same increments, is the reference exposition. */
async function reference(): Promise<{ text: string; json: unknown }> {
  const registry = new Registry();
  const counter = new Counter(outcomes(registry));
  for (const [group, outcome, by] of INCREMENTS) counter.inc({ group, outcome }, by);
  return exposition(registry);
}

describe('BoundCounter', () => {
  it('exposes exactly what prom-client’s Counter exposes for the same increments', async () => {
    const registry = new Registry();
    const counter = new BoundCounter(outcomes(registry));
    for (const [group, outcome, by] of INCREMENTS) counter.labels({ group, outcome }).inc(by);
    const expected = await reference();
    expect(await registry.metrics()).toBe(expected.text);
    expect(await registry.getMetricsAsJSON()).toEqual(expected.json);
    expect(expected.text).toContain('test_events_total{group="mail",outcome="handled"} 3');
  });

  it('counts through every incrementer bound to a label set, refuses to go down, and resets to 0', async () => {
    const registry = new Registry();
    const counter = new BoundCounter(outcomes(registry));
    const first = counter.labels({ group: 'g', outcome: 'handled' });
    const second = counter.labels({ group: 'g', outcome: 'handled' });
    first.inc();
    second.inc(2);
    expect(() => second.inc(-5)).toThrow('a counter cannot be increased by -5');
    expect(() => second.inc(Number.NaN)).toThrow(RangeError);
    expect(await registry.metrics()).toContain('test_events_total{group="g",outcome="handled"} 3');
    counter.reset();
    first.inc();
    expect(await registry.metrics()).toContain('test_events_total{group="g",outcome="handled"} 1');
  });
});
