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

  it('filters double clicks per URL: the page then the PDF within 30 s are two requests, one unique', () => {
    const page = { metricKind: 'request' as const, url: '/articles/a1' };
    const pdf = { metricKind: 'request' as const, url: '/articles/a1/galley.pdf' };
    const counted = countBatch(
      [
        use('2026-06-01T10:00:00.000Z', page),
        use('2026-06-01T10:00:10.000Z', pdf),
        // Each URL again within 30 s of its own last click: double clicks.
        use('2026-06-01T10:00:20.000Z', pdf),
        use('2026-06-01T10:00:25.000Z', page),
      ],
      new Map(),
    );
    expect(counted.totals).toEqual([
      { articleId: 'a1', journalSlug: 'applied-science', day: '2026-06-01', investigations: 2, requests: 2 },
    ]);
    expect(counted.excluded.double_click).toBe(2);
    expect(counted.uniques.map((u) => u.metricKind).sort()).toEqual(['investigation', 'request']);
    expect([...counted.lastSeen.keys()].sort()).toEqual([
      'session-one-0000000|a1|request|/articles/a1',
      'session-one-0000000|a1|request|/articles/a1/galley.pdf',
    ]);
  });

  it("keeps a URL's window from an earlier batch, apart from the other URLs'", () => {
    const seen = new Map([
      ['session-one-0000000|a1|request|/articles/a1', Date.parse('2026-06-01T10:00:00.000Z')],
    ]);
    const counted = countBatch(
      [
        use('2026-06-01T10:00:15.000Z', { metricKind: 'request', url: '/articles/a1' }),
        use('2026-06-01T10:00:15.000Z', { metricKind: 'request', url: '/articles/a1/jats.xml' }),
      ],
      seen,
    );
    expect(counted.totals[0]).toMatchObject({ investigations: 1, requests: 1 });
    expect(counted.excluded.double_click).toBe(1);
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
