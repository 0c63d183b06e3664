import { countBatch, type ArticleUsed } from '../../src/domain/usage/counter-rules';
describe('countBatch (COUNTER rules on one batch)', () => {
  const use = (at: string, overrides: Partial<ArticleUsed> = {}): ArticleUsed => ({
    articleId: 'a1',
    journalSlug: 'applied-science',
    metricKind: 'investigation',
    at,
    sessionKey: 'session-one-0000000',
    userAgentClass: 'human',
    ...overrides,
  });

  it('keeps one click of a chain of double clicks, and counts after more than 30 s', () => {
    const counted = countBatch(
      [
        use('2026-06-01T10:00:00.000Z'),
        use('2026-06-01T10:00:20.000Z'),
        use('2026-06-01T10:00:40.000Z'),
        use('2026-06-01T10:01:11.000Z'),
      ],
      new Map(),
    );
    expect(counted.totals).toEqual([
      { articleId: 'a1', journalSlug: 'applied-science', day: '2026-06-01', investigations: 2, requests: 0 },
    ]);
    expect(counted.uniques).toHaveLength(1);
  });

  it('counts a request as an investigation too, and a request after a view', () => {
    const counted = countBatch(
      [use('2026-06-01T10:00:00.000Z'), use('2026-06-01T10:00:05.000Z', { metricKind: 'request' })],
      new Map(),
    );
    expect(counted.totals[0]).toMatchObject({ investigations: 2, requests: 1 });
    // One session in one hour: one unique investigation, one unique request.
    expect(counted.uniques.map((u) => u.metricKind).sort()).toEqual(['investigation', 'request']);
  });

  it('counts nothing for robots nor for a use not after the last one seen', () => {
    const seen = new Map([['session-one-0000000|a1|investigation', Date.parse('2026-06-01T10:05:00.000Z')]]);
    const counted = countBatch(
      [use('2026-06-01T10:00:00.000Z'), use('2026-06-01T11:00:00.000Z', { userAgentClass: 'robot' })],
      seen,
    );
    expect(counted.totals).toEqual([]);
    expect(counted.lastSeen.size).toBe(0);
  });
});
