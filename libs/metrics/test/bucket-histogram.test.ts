import { Histogram, Registry } from 'prom-client';
import { BucketHistogram } from '../src/bucket-histogram';
import { exposition } from './registry-exposition';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OBSERVATIONS: [string, string, number][] = [
  ['GET', '/api/items/:id', 0.003],
  ['GET', '/api/items/:id', 0.005], // on a bound: counts in that bucket (le is "less or equal")
  ['GET', '/api/items/:id', 0.2],
  ['POST', '/api/items', 0.04],
  ['POST', '/api/items', 12], // beyond the last bound: only in +Inf
  ['GET', 'a "quoted" \\ route\n', 0.01], // label values are escaped by the registry
];

/** The same histogram for both implementations. */
function requestHistogram(registry: Registry) {
  return {
    name: 'test_request_duration_seconds',
    help: 'Requests.',
    labelNames: ['method', 'route'] as ('method' | 'route')[],
    buckets: BUCKETS,
    registers: [registry],
  };
}

/** prom-client's own Histogram, given the same observations, is the reference exposition. */
async function reference(): Promise<{ text: string; json: unknown }> {
  const registry = new Registry();
  const histogram = new Histogram(requestHistogram(registry));
  for (const [method, route, seconds] of OBSERVATIONS) histogram.labels(method, route).observe(seconds);
  return exposition(registry);
}

describe('BucketHistogram', () => {
  it('exposes exactly what prom-client’s Histogram exposes for the same observations', async () => {
    const registry = new Registry();
    const histogram = new BucketHistogram(requestHistogram(registry));
    for (const [method, route, seconds] of OBSERVATIONS) histogram.labels({ method, route }).observe(seconds);
    const expected = await reference();
    expect(await registry.metrics()).toBe(expected.text);
    expect(await registry.getMetricsAsJSON()).toEqual(expected.json);
    expect(expected.text).toContain(
      'test_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/items/:id"} 2',
    );
  });

  it('keeps one series per label set, counting through every observer bound to it', async () => {
    const registry = new Registry();
    const histogram = new BucketHistogram({
      name: 'test_handle_seconds',
      help: 'Handled.',
      labelNames: ['group'],
      buckets: [0.1, 1],
      registers: [registry],
    });
    const first = histogram.labels({ group: 'mail' });
    const again = histogram.labels({ group: 'mail' });
    first.observe(0.05);
    again.observe(0.5);
    again.observe(Number.NaN); // ignored: one bad clock reading must not make the sum NaN
    const text = await registry.metrics();
    expect(text).toContain('test_handle_seconds_bucket{le="0.1",group="mail"} 1');
    expect(text).toContain('test_handle_seconds_bucket{le="1",group="mail"} 2');
    expect(text).toContain('test_handle_seconds_sum{group="mail"} 0.55');
    expect(text).toContain('test_handle_seconds_count{group="mail"} 2');
    histogram.reset();
    first.observe(2);
    expect(await registry.metrics()).toContain('test_handle_seconds_bucket{le="+Inf",group="mail"} 1');
    expect(await registry.metrics()).toContain('test_handle_seconds_bucket{le="1",group="mail"} 0');
  });

  it('refuses the reserved le label and a second metric of the same name', () => {
    const registry = new Registry();
    const options = { name: 'test_x_seconds', help: 'x', buckets: [1], registers: [registry] };
    expect(() => new BucketHistogram({ ...options, labelNames: ['le'] })).toThrow('reserved');
    new BucketHistogram({ ...options, labelNames: [] });
    expect(() => new BucketHistogram({ ...options, labelNames: [] })).toThrow('already been registered');
  });
});
