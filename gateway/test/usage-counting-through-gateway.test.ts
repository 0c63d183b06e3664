import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  makeTxt,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'counter@example.org', givenNames: 'Ada', familyName: 'Counter' };
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SUSHI_REPORTS = ['pr', 'pr_p1', 'tr', 'tr_j3', 'ir', 'ir_a1'] as const;

interface Usage {
  investigations: number;
  uniqueInvestigations: number;
  requests: number;
}

/**
 * Usage counts that cannot be bought from one address, and SUSHI dates that cannot answer 500, over
 * real HTTP through the gateway of the whole site (embedded composition, real Postgres). Each client
 * address is given by X-Forwarded-For, which the gateway believes from loopback.
 */
describeWith('postgres', 'usage counting and SUSHI dates through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let article = '';
  let marker = '';
  let markers = 0;

  const get = (route: string, address: string, agent: string, method = 'GET') =>
    fetch(`${site.baseUrl}${route}`, {
      method,
      headers: { 'user-agent': agent, 'x-forwarded-for': address },
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
  const usage = async (id: string) =>
    (await siteJson<{ data: Usage }>(site, 'GET', `/api/articles/${id}/usage`)).body.data;

  /** Every use recorded so far has been counted: a fresh reader's view of the marker shows up after them. */
  const settled = async () => {
    const before = (await usage(marker)).investigations;
    await get(`/articles/${marker}`, `198.51.100.${(markers += 1)}`, `${BROWSER} marker`);
    await readUntil(
      async () => (await usage(marker)).investigations,
      (n) => n === before + 1,
      "the marker's view",
    );
  };

  const excluded = async () => {
    const text = await (await fetch(site.metricsUrl)).text();
    const counts: Record<string, number> = {};
    for (const [, reason, n] of text.matchAll(
      /^journal_usage_events_excluded_total\{reason="(\w+)"\} (\d+)/gm,
    ))
      counts[reason!] = Number(n);
    return counts;
  };

  async function publish(author: string, title: string): Promise<string> {
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Applied Science');
    form.set('journalIcon', '🔬');
    form.set('paperTitle', title);
    form.set('abstract', 'An abstract long enough to read.');
    form.set('keywords', 'usage');
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { submission: { id: string } }).submission.id;
    for (const status of ['accepted', 'published']) {
      const put = await siteJson(site, 'PUT', `/api/admin/submissions/${id}/status`, admin, {
        status,
        email: site.adminEmail,
      });
      expect(put.status).toBe(200);
    }
    await readUntil(
      () => get(`/articles/${id}`, '127.0.0.1', ''),
      (s) => s === 200,
      'the article page',
    );
    return id;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    const author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    article = await publish(author, 'On Counting Readers Honestly');
    marker = await publish(author, 'A Marker Article');
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('adds at most 2 for 20 user agents from one address within a minute', async () => {
    await settled();
    const before = await usage(article);
    for (let n = 1; n <= 20; n += 1)
      expect(await get(`/articles/${article}`, '203.0.113.20', `${BROWSER} rotated/${n}`)).toBe(200);
    await settled();
    const after = await usage(article);
    expect(after.investigations - before.investigations).toBeLessThanOrEqual(2);
    expect(after.uniqueInvestigations - before.uniqueInvestigations).toBeLessThanOrEqual(2);
    expect(after.investigations - before.investigations).toBeGreaterThan(0);
  });

  it('never counts HEAD', async () => {
    const before = await usage(article);
    for (let n = 1; n <= 10; n += 1)
      expect(await get(`/articles/${article}`, `192.0.2.${n}`, `${BROWSER} head/${n}`, 'HEAD')).toBe(200);
    await settled();
    expect(await usage(article)).toEqual(before);
  });

  it('keeps the most read list to counted activity', async () => {
    const before = await usage(article);
    for (let n = 1; n <= 20; n += 1) await get(`/articles/${article}`, '203.0.113.21', `${BROWSER} m/${n}`);
    await settled();
    const after = await usage(article);
    expect(after.investigations - before.investigations).toBeLessThanOrEqual(2);
    const { body } = await siteJson<{
      data: { articles: { id: string; investigations: number }[] };
    }>(site, 'GET', '/api/articles/most-read?journal=applied-science');
    const counts = new Map(body.data.articles.map((a) => [a.id, a.investigations]));
    expect(counts.get(article)).toBe(after.investigations);
    // One view per settled() call, each from an address of its own.
    expect(counts.get(marker)).toBe(markers);
  });

  it('counts each exclusion on the metrics port by reason', async () => {
    await get(`/articles/${article}`, '192.0.2.50', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    await get(`/articles/${article}`, '192.0.2.51', `${BROWSER} twice`);
    await get(`/articles/${article}`, '192.0.2.51', `${BROWSER} twice`);
    await settled();
    const counts = await excluded();
    expect(counts.head).toBeGreaterThanOrEqual(10);
    expect(counts.unusual_activity).toBeGreaterThanOrEqual(36);
    expect(counts.robot).toBeGreaterThanOrEqual(1);
    expect(counts.double_click).toBeGreaterThanOrEqual(1);
  });

  it('answers odd SUSHI dates with 3020 (400) on every report, never 500', async () => {
    const res = await siteJson(site, 'PUT', '/api/admin/sushi/settings', admin, { publicReports: true });
    expect(res.status).toBe(200);
    const today = new Date();
    const thisMonth = today.toISOString().slice(0, 7);
    // The last day of the month before this one: where a period reaching this month ends (3031).
    const lastMonthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
    const lastMonth = lastMonthEnd.toISOString().slice(0, 7);
    const odd: [string, string, number][] = [
      ['0000-01', '2026-01', 3020],
      ['1899-12', '2026-01', 3020],
      ['2026-01', '0000-01', 3020],
      ['99999-01', '2026-01', 3020],
      ['2026-13', '2026-12', 3020],
      ['', '2026-01', 1030],
    ];
    for (const report of SUSHI_REPORTS) {
      for (const [begin, end, code] of odd) {
        const route = `/api/sushi/r51/reports/${report}?begin_date=${begin}&end_date=${end}`;
        const answer = await siteJson<{ Code: number }>(site, 'GET', route);
        expect([report, begin, end, answer.status, answer.body.Code]).toEqual([
          report,
          begin,
          end,
          400,
          code,
        ]);
      }
      // A future end_date ends the period with the last month processed, the current one named in 3031.
      const future = await siteJson<{
        Report_Header: { Report_Filters: { End_Date: string }; Exceptions: { Code: number; Data: string }[] };
      }>(site, 'GET', `/api/sushi/r51/reports/${report}?begin_date=${lastMonth}&end_date=9999-12`);
      expect(future.status).toBe(200);
      expect(future.body.Report_Header.Report_Filters.End_Date).toBe(lastMonthEnd.toISOString().slice(0, 10));
      expect(future.body.Report_Header.Exceptions).toContainEqual(
        expect.objectContaining({ Code: 3031, Data: `${thisMonth} is not processed until the month ends` }),
      );
      // A begin in the current month has no processed month to report: 3020.
      const current = await siteJson<{ Code: number }>(
        site,
        'GET',
        `/api/sushi/r51/reports/${report}?begin_date=${thisMonth}&end_date=9999-12`,
      );
      expect([current.status, current.body.Code]).toEqual([400, 3020]);
    }
  });
});
