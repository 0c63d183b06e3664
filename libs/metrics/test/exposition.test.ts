import { randomUUID } from 'node:crypto';
import { MemoryEventBus, subscribe } from '@journal/events';
import { statusChanged } from '../../events/test/helpers/outbox-fixtures';
import { recordRequest, registry, watchEvents } from '../src';

const REQUESTS = 'journal_http_server_request_duration_seconds';

/** The lines of the exposition whose metric name starts with `name`, comments included. */
async function linesOf(name: string): Promise<string[]> {
  return (await registry.metrics())
    .split('\n')
    .filter((line) => line.replace(/^# (HELP|TYPE) /, '').startsWith(name));
}

/**
 * The Prometheus text the dashboards, the alert rules and the cluster test read (k8s/, deploy-tests/):
 * names, types, label names and values, bucket bounds, as `histogram_quantile` and `rate` expect them.
 */
describe('exposition of the request histogram and the consumer series', () => {
  test('the request histogram: cumulative buckets per method, route template and status class', async () => {
    recordRequest('GET', '/api/admin/submissions', 200, 0.003);
    recordRequest('GET', '/api/admin/submissions', 200, 0.2);
    recordRequest('PUT', '/api/admin/submissions/:id/status', 204, 0.01); // on a bound: le is "less or equal"
    recordRequest('BREW', 'unmatched', 418, 12); // beyond the last bound: +Inf only; a method not standard is OTHER
    const lines = await linesOf(REQUESTS);
    const list = 'method="GET",route="/api/admin/submissions",status_class="2xx"';
    const status = 'method="PUT",route="/api/admin/submissions/:id/status",status_class="2xx"';
    const other = 'method="OTHER",route="unmatched",status_class="4xx"';
    expect(lines).toEqual(
      expect.arrayContaining([
        `# HELP ${REQUESTS} HTTP requests served, by method, route template and status class (2xx..5xx).`,
        `# TYPE ${REQUESTS} histogram`,
        `${REQUESTS}_bucket{le="0.005",${list}} 1`,
        `${REQUESTS}_bucket{le="0.1",${list}} 1`,
        `${REQUESTS}_bucket{le="0.25",${list}} 2`,
        `${REQUESTS}_bucket{le="+Inf",${list}} 2`,
        `${REQUESTS}_sum{${list}} 0.203`,
        `${REQUESTS}_count{${list}} 2`,
        `${REQUESTS}_bucket{le="0.005",${status}} 0`,
        `${REQUESTS}_bucket{le="0.01",${status}} 1`,
        `${REQUESTS}_bucket{le="10",${other}} 0`,
        `${REQUESTS}_bucket{le="+Inf",${other}} 1`,
        `${REQUESTS}_count{${other}} 1`,
      ]),
    );
    // The bounds the dashboards' quantiles rest on, per series: 11 and +Inf.
    expect(lines.filter((line) => line.includes(`_bucket{`) && line.includes(list))).toHaveLength(12);
    expect(lines.join('\n')).not.toContain('method="BREW"');
  });

  test('the consumer counters and duration histogram per group and outcome', async () => {
    const stop = watchEvents();
    const bus = new MemoryEventBus({ retry: { maxAttempts: 2, initialDelayMs: 1, maxDelayMs: 1 } });
    const group = `exposition.${randomUUID().slice(0, 8)}`;
    try {
      await subscribe(bus, {
        group,
        types: ['submission.status_changed.v1'],
        handler: async (event) => {
          if (event.version === 13) throw new Error('poison');
        },
      });
      await bus.publish([statusChanged(randomUUID(), 2), statusChanged(randomUUID(), 13)]);
    } finally {
      stop();
      await bus.close();
    }
    expect(await linesOf('journal_consumer_events_total')).toEqual([
      '# HELP journal_consumer_events_total Event deliveries per consumer group: handled, failed (an attempt threw), retried, dead_lettered.',
      '# TYPE journal_consumer_events_total counter',
      `journal_consumer_events_total{group="${group}",outcome="handled"} 1`,
      `journal_consumer_events_total{group="${group}",outcome="failed"} 2`,
      `journal_consumer_events_total{group="${group}",outcome="retried"} 1`,
      `journal_consumer_events_total{group="${group}",outcome="dead_lettered"} 1`,
    ]);
    const durations = await linesOf('journal_consumer_handle_duration_seconds');
    expect(durations).toContain('# TYPE journal_consumer_handle_duration_seconds histogram');
    expect(durations).toContain(
      `journal_consumer_handle_duration_seconds_bucket{le="+Inf",group="${group}"} 3`,
    );
    expect(durations).toContain(`journal_consumer_handle_duration_seconds_count{group="${group}"} 3`);
    expect(durations.filter((line) => line.includes('_bucket{'))).toHaveLength(12); // 11 bounds and +Inf
  });
});
