import type { Request } from 'express';
import type { EventBus, EventEnvelope, EventPayload } from '@journal/events';
import { createLogger } from '@journal/logger';
import { registry } from '@journal/metrics';
import { networkOf } from '../../src/domain/usage/client-network';
import { countBatch, type ArticleUsed } from '../../src/domain/usage/counter-rules';
import {
  AddressActivity,
  MAX_AGENTS_PER_ADDRESS_ITEM_HOUR,
  MAX_USES_PER_ADDRESS_ITEM_DAY,
} from '../../src/domain/usage/unusual-activity';
import { UsageRecorder } from '../../src/domain/usage/usage-recorder';

const use = (at: string, overrides: Partial<ArticleUsed> = {}): ArticleUsed => ({
  articleId: 'a1',
  journalSlug: 'applied-science',
  metricKind: 'investigation',
  at,
  sessionKey: 'session-one-0000000',
  addressKey: 'address-one-0000000',
  userAgentClass: 'human',
  ...overrides,
});
const second = (n: number) => new Date(Date.parse('2026-06-01T10:00:00.000Z') + n * 1_000).toISOString();

describe('unusual activity of one address (COUNTER 5.1, beyond the robots list)', () => {
  it('counts the first 2 user agents of an address on an item in an hour, and says why the rest not', () => {
    const uses = Array.from({ length: 20 }, (_, n) =>
      use(second(n), { sessionKey: `session-${n}-000000000` }),
    );
    const counted = countBatch(uses, new Map(), new AddressActivity([]));
    expect(MAX_AGENTS_PER_ADDRESS_ITEM_HOUR).toBe(2);
    expect(counted.totals).toEqual([expect.objectContaining({ investigations: 2 })]);
    expect(counted.uniques).toHaveLength(2);
    expect(counted.excluded).toEqual({ robot: 0, double_click: 0, unusual_activity: 18 });
  });

  it('remembers across batches, hours and days by what was stored', () => {
    const first = new AddressActivity([]);
    countBatch([use(second(0)), use(second(1), { sessionKey: 'session-two-0000000' })], new Map(), first);
    const stored = first.updates();
    expect(stored).toEqual([
      expect.objectContaining({ hour: '2026-06-01T10:00:00.000Z', uses: 2, sessions: expect.any(Array) }),
    ]);
    const third = { sessionKey: 'session-three-00000' };
    const later = countBatch([use(second(60), third)], new Map(), new AddressActivity(stored));
    expect(later.excluded.unusual_activity).toBe(1);
    const nextHour = countBatch(
      [use('2026-06-01T11:00:00.000Z', third)],
      new Map(),
      new AddressActivity(stored),
    );
    expect(nextHour.totals).toEqual([expect.objectContaining({ investigations: 1 })]);
    // Another address, or another item, has limits of its own.
    const other = countBatch(
      [
        use(second(60), { ...third, addressKey: 'address-two-0000000' }),
        use(second(61), { ...third, articleId: 'a2' }),
      ],
      new Map(),
      new AddressActivity(stored),
    );
    expect(other.excluded.unusual_activity).toBe(0);
  });

  it('counts at most 20 uses of an item from an address in a day', () => {
    const uses = Array.from({ length: 30 }, (_, n) => use(second(n * 31)));
    const counted = countBatch(uses, new Map(), new AddressActivity([]));
    expect(counted.totals[0]!.investigations).toBe(MAX_USES_PER_ADDRESS_ITEM_DAY);
    expect(counted.excluded.unusual_activity).toBe(30 - MAX_USES_PER_ADDRESS_ITEM_DAY);
  });

  it('tells robots and double clicks apart from unusual activity, and spares uses without an address', () => {
    const counted = countBatch(
      [
        use(second(0), { userAgentClass: 'robot' }),
        use(second(1)),
        use(second(2)),
        ...Array.from({ length: 5 }, (_, n) =>
          use(second(10 + n), { sessionKey: `session-${n}-000000000`, addressKey: undefined }),
        ),
      ],
      new Map(),
      new AddressActivity([]),
    );
    expect(counted.excluded).toEqual({ robot: 1, double_click: 1, unusual_activity: 0 });
    expect(counted.totals[0]!.investigations).toBe(6);
  });
});

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
