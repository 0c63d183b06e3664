import { countBatch, type ArticleUsed } from '../../src/domain/usage/counter-rules';
import {
  AddressActivity,
  MAX_AGENTS_PER_ADDRESS_ITEM_HOUR,
  MAX_USES_PER_ADDRESS_ITEM_DAY,
} from '../../src/domain/usage/unusual-activity';

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
