import { createEvent } from '@journal/events';
import { describeWith } from '@journal/testing';
import { eventually, startStatisticsSite, type StatisticsHarness } from '../support/statistics-harness';

const HELIX = '5b0e2c1a-7d3e-4f6a-8b9c-0d1e2f3a4b5c';
const BRIDGE = '6c1f3d2b-8e4f-4a7b-9cad-1e2f3a4b5c6d';

interface Use {
  article: string;
  journal: string;
  kind: 'investigation' | 'request';
  at: string;
  reader: string;
}

const used = (u: Use) =>
  createEvent('article.used.v1', u.article, 0, {
    articleId: u.article,
    journalSlug: u.journal,
    metricKind: u.kind,
    at: u.at,
    sessionKey: `session-of-reader-${u.reader}`,
    userAgentClass: 'human',
    url: `/articles/${u.article}${u.kind === 'request' ? '/galley.pdf' : ''}`,
  });

/** Every roll-up row, and the sums of the daily rows by the same key: what the reports read must be these. */
const BOTH = `
  SELECT 'monthly' AS source, to_char(month, 'YYYY-MM') AS month, article_id, journal_slug,
         total_investigations::int AS ti, unique_investigations::int AS ui,
         total_requests::int AS tr, unique_requests::int AS ur
    FROM statistics.usage_monthly
  UNION ALL
  SELECT 'daily', to_char(day, 'YYYY-MM'), article_id, journal_slug, sum(total_investigations)::int,
         sum(unique_investigations)::int, sum(total_requests)::int, sum(unique_requests)::int
    FROM statistics.usage_daily GROUP BY 2, 3, 4
   ORDER BY 2, 3, 4`;

describeWith('postgres', 'statistics: the monthly roll-up of the COUNTER counts (issue 45)', () => {
  let h: StatisticsHarness;
  beforeAll(async () => {
    h = await startStatisticsSite();
  });
  afterAll(() => h?.close());

  const investigations = async () =>
    (
      await h.db.pool.query<{ n: number }>(
        'SELECT coalesce(sum(total_investigations), 0)::int AS n FROM statistics.usage_daily',
      )
    ).rows[0]!.n;

  /** Publishes one batch of uses and waits until the consumer has counted them (each counts here). */
  const arrive = async (uses: Use[]) => {
    const before = await investigations();
    await h.bus.publish(uses.map(used));
    await eventually(async () => expect(await investigations()).toBe(before + uses.length));
  };

  it('equals the sums of the daily rows per month, article and journal as uses arrive', async () => {
    // Batches in time order (older uses than a day before the newest count as redeliveries).
    await arrive([
      {
        article: HELIX,
        journal: 'applied-science',
        kind: 'investigation',
        at: '2026-04-30T23:50:00.000Z',
        reader: 'a',
      },
      {
        article: HELIX,
        journal: 'applied-science',
        kind: 'request',
        at: '2026-05-01T00:10:00.000Z',
        reader: 'a',
      },
      {
        article: BRIDGE,
        journal: 'civil-engineering',
        kind: 'investigation',
        at: '2026-05-01T08:00:00.000Z',
        reader: 'b',
      },
    ]);
    // The same article and day again (its daily row is added to), two days of May in one batch.
    await arrive([
      {
        article: HELIX,
        journal: 'applied-science',
        kind: 'investigation',
        at: '2026-05-01T09:00:00.000Z',
        reader: 'b',
      },
      {
        article: HELIX,
        journal: 'applied-science',
        kind: 'request',
        at: '2026-05-01T10:00:00.000Z',
        reader: 'c',
      },
      {
        article: BRIDGE,
        journal: 'civil-engineering',
        kind: 'request',
        at: '2026-05-02T07:00:00.000Z',
        reader: 'b',
      },
      {
        article: BRIDGE,
        journal: 'civil-engineering',
        kind: 'investigation',
        at: '2026-05-02T09:00:00.000Z',
        reader: 'e',
      },
    ]);
    // A use naming another journal on a day whose row keeps the journal it was first counted under (the
    // roll-up adds it there too), then a new day first counted under that other journal.
    await arrive([
      {
        article: HELIX,
        journal: 'moved-journal',
        kind: 'investigation',
        at: '2026-05-01T23:00:00.000Z',
        reader: 'g',
      },
      {
        article: HELIX,
        journal: 'moved-journal',
        kind: 'request',
        at: '2026-05-03T10:00:00.000Z',
        reader: 'a',
      },
      {
        article: HELIX,
        journal: 'applied-science',
        kind: 'investigation',
        at: '2026-05-03T10:00:10.000Z',
        reader: 'f',
      },
    ]);

    const { rows } = await h.db.pool.query<Record<string, string | number>>(BOTH);
    const of = (source: string) =>
      rows.filter((r) => r.source === source).map(({ source: _source, ...rest }) => rest);
    expect(of('monthly')).toEqual(of('daily'));
    // What the uses make by COUNTER's rules: a request is an investigation too, each reader unique.
    expect(of('monthly')).toEqual([
      { month: '2026-04', article_id: HELIX, journal_slug: 'applied-science', ti: 1, ui: 1, tr: 0, ur: 0 },
      { month: '2026-05', article_id: HELIX, journal_slug: 'applied-science', ti: 4, ui: 4, tr: 2, ur: 2 },
      { month: '2026-05', article_id: HELIX, journal_slug: 'moved-journal', ti: 2, ui: 2, tr: 1, ur: 1 },
      { month: '2026-05', article_id: BRIDGE, journal_slug: 'civil-engineering', ti: 3, ui: 3, tr: 1, ur: 1 },
    ]);
  });
});
