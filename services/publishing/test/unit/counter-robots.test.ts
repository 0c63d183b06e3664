import { readFileSync } from 'node:fs';
import { validatorSchema } from '@journal/testing';
import { COUNTER_ROBOT_PATTERNS, RobotMatcher } from '../../src/domain/usage/robots';
import { countBatch, type ArticleUsed } from '../../src/domain/usage/counter-rules';

describe('COUNTER-Robots list', () => {
  const current = (
    JSON.parse(readFileSync(validatorSchema('counter-robots/COUNTER_Robots_list.json'), 'utf8')) as {
      pattern: string;
    }[]
  ).map((entry) => entry.pattern);

  it('ships the current list, every pattern', () => {
    expect(COUNTER_ROBOT_PATTERNS).toEqual(current);
  });

  it('finds every pattern case-insensitively anywhere in the user agent, and no browser', () => {
    const robots = new RobotMatcher();
    expect(robots.isRobot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(robots.isRobot('SOMETHING SPIDER v1')).toBe(true);
    expect(robots.isRobot('curl/8.5.0')).toBe(true);
    expect(robots.isRobot('')).toBe(true);
    expect(robots.isRobot(undefined)).toBe(true);
    expect(
      robots.isRobot(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(
      robots.isRobot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    // Each pattern alone, as the list means it (the joined expression must agree with every one).
    const single = current.map((p) => new RegExp(p, 'i'));
    for (const agent of [
      'Wget/1.21',
      'python-requests/2.32',
      'Java/17.0.2',
      'Mozilla/5.0 (X11; Linux) Firefox/133.0',
    ]) {
      expect(robots.isRobot(agent)).toBe(single.some((r) => r.test(agent)));
    }
  });
});

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
