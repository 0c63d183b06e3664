import type { Request } from 'express';
import type { EventBus, EventEnvelope, EventPayload } from '@journal/events';
import { createLogger } from '@journal/logger';
import { registry } from '@journal/metrics';
import { networkOf } from '../../src/domain/usage/client-network';
import { UsageRecorder } from '../../src/domain/usage/usage-recorder';

describe('UsageRecorder: what reaches the consumer', () => {
  const reader = (ip: string, userAgent: string, method = 'GET') =>
    ({
      ip,
      method,
      get: (name: string) => (name === 'user-agent' ? userAgent : undefined),
    }) as unknown as Request;
  const published: EventEnvelope<EventPayload<'article.used.v1'>>[] = [];
  const recorder = new UsageRecorder({
    bus: {
      publish: async (events: EventEnvelope[]) => void published.push(...(events as never[])),
    } as unknown as EventBus,
    logger: createLogger('test', { level: 'silent' }),
    saltOf: async () => Buffer.alloc(32, 7),
    lingerMs: 5,
  });
  const article = { articleId: 'a1', journalSlug: 'applied-science', metricKind: 'investigation' as const };
  const excludedHead = async () =>
    (await registry.getSingleMetric('journal_usage_events_excluded_total')!.get()).values.find(
      (v) => v.labels.reason === 'head',
    )?.value ?? 0;

  it('never records HEAD, and counts it excluded', async () => {
    const before = await excludedHead();
    recorder.record(reader('10.0.0.1', 'Mozilla/5.0 Firefox/133.0', 'HEAD'), article);
    await recorder.flush();
    expect(published).toHaveLength(0);
    expect(await excludedHead()).toBe(before + 1);
  });

  it('gives every user agent of one address the same address key, which is no session key', async () => {
    recorder.record(reader('10.0.0.1', 'Mozilla/5.0 Firefox/133.0'), article);
    recorder.record(reader('10.0.0.1', 'Mozilla/5.0 Chrome/131.0'), article);
    recorder.record(reader('10.0.0.2', 'Mozilla/5.0 Chrome/131.0'), article);
    recorder.record(reader('2001:db8:1:2::a', 'Mozilla/5.0 Chrome/131.0'), article);
    recorder.record(reader('2001:db8:1:2::b', 'Mozilla/5.0 Chrome/131.0'), article);
    await recorder.flush();
    const [a, b, c, v6a, v6b] = published.map((e) => e.payload);
    // Addresses of one IPv6 /64 are one client's.
    expect(v6a!.addressKey).toBe(v6b!.addressKey);
    expect(v6a!.sessionKey).not.toBe(v6b!.sessionKey);
    expect(a!.addressKey).toBe(b!.addressKey);
    expect(c!.addressKey).not.toBe(a!.addressKey);
    expect(a!.addressKey).not.toBe(a!.sessionKey);
    expect(JSON.stringify(published)).not.toContain('10.0.0.');
  });
});
describe('networkOf: the network an address stands for', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['1::2:3:4:5.6.7.8', '1:0:0:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['', ''],
  ])('%s -> %s', (ip, network) => expect(networkOf(ip)).toBe(network));
});
