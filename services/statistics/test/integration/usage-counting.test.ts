import { internalAuthHeader } from '@journal/auth';
import { describeWith } from '@journal/testing';
import { subscribe, type EventOf } from '@journal/events';
import {
  created,
  eventually,
  paper,
  startStatisticsSite,
  statusChanged,
  type StatisticsHarness,
} from '../support/statistics-harness';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x41), Buffer.from('\n%%EOF\n')]);
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface Usage {
  investigations: number;
  requests: number;
  uniqueInvestigations: number;
  uniqueRequests: number;
  byMonth: { month: string; investigations: number; requests: number }[];
}

describeWith('postgres', 'statistics: usage counted by the COUNTER 5.1 rules (issue 32)', () => {
  const helix = paper({ title: 'Molecular Structure of Nucleic Acids' });
  const marker = paper({ title: 'A Marker Article' });
  let h: StatisticsHarness;
  let clock = new Date('2026-06-01T10:00:00.000Z');
  const published: EventOf<'article.used.v1'>[] = [];
  let sessions = 0;
  const url = (p: string) => `${h.baseUrl}${p}`;
  const at = (iso: string) => (clock = new Date(iso));
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const reader = (n: number) => `${BROWSER} reader/${n}`;
  const view = (agent: string, id = helix.id, address = '127.0.0.1', method = 'GET') =>
    fetch(url(`/articles/${id}`), {
      method,
      headers: { 'user-agent': agent, 'x-forwarded-for': address },
    }).then((r) => r.arrayBuffer());
  const viewApi = (agent: string, id = helix.id) =>
    fetch(url(`/api/articles/${id}`), { headers: { 'user-agent': agent } }).then((r) => r.arrayBuffer());
  const download = (agent: string) =>
    fetch(url(`/articles/${helix.id}/galley.pdf`), { headers: { 'user-agent': agent } }).then((r) =>
      r.arrayBuffer(),
    );
  const usage = async (id = helix.id) =>
    ((await (await fetch(url(`/api/articles/${id}/usage`))).json()) as { data: Usage }).data;

  /**
   * Every use recorded so far has been counted: a fresh reader's view of the marker shows up after them
   * (from an address of its own, so the markers are not one address's unusual activity).
   */
  const settled = async () => {
    const before = (await usage(marker.id)).investigations;
    sessions += 1;
    await view(`${BROWSER} marker/${sessions}`, marker.id, `198.51.100.${sessions}`);
    await eventually(async () => expect((await usage(marker.id)).investigations).toBe(before + 1));
  };

  beforeAll(async () => {
    h = await startStatisticsSite({ usage: { now: () => clock, lingerMs: 5 } });
    await subscribe(h.bus, {
      group: 'test.usage-spy',
      types: ['article.used.v1'],
      handler: async (event) => void published.push(event),
    });
    for (const p of [helix, marker]) {
      await h.bus.publish([
        created(p),
        statusChanged(p, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
      ]);
    }
    await eventually(async () => expect((await fetch(url(`/api/articles/${marker.id}`))).status).toBe(200));
    const form = new FormData();
    form.set('galley', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'paper.pdf');
    const token = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    const put = await fetch(url(`/api/admin/articles/${helix.id}/galley`), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(put.status).toBe(200);
    await settled();
  });
  afterAll(() => h?.close());

  it('counts a double click within 30 s once, and again after 31 s', async () => {
    at('2026-06-01T10:00:00.000Z');
    await view(reader(1));
    later(20_000);
    await view(reader(1));
    await settled();
    expect(await usage()).toMatchObject({ investigations: 1, uniqueInvestigations: 1 });
    later(31_000);
    await view(reader(1));
    await settled();
    expect(await usage()).toMatchObject({ investigations: 2, uniqueInvestigations: 1 });
  });

  it('never counts a user agent of the COUNTER-Robots list, nor one without a user agent', async () => {
    const before = await usage();
    later(60_000);
    await view('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await viewApi('python-requests/2.32.3');
    await download('Wget/1.21.4');
    await view('');
    await settled();
    expect(await usage()).toEqual(before);
    // The last one is the marker's view of settled().
    expect(published.slice(-5, -1).map((e) => e.payload.userAgentClass)).toEqual([
      'robot',
      'robot',
      'robot',
      'robot',
    ]);
  });

  it('counts unique investigations once per session and hour, every view in the totals', async () => {
    const before = await usage();
    at('2026-06-01T12:00:00.000Z');
    await view(reader(2));
    later(5 * 60_000);
    await viewApi(reader(2));
    later(5 * 60_000);
    await view(reader(3));
    at('2026-06-01T13:01:00.000Z');
    await view(reader(2));
    await settled();
    const after = await usage();
    expect(after.investigations - before.investigations).toBe(4);
    expect(after.uniqueInvestigations - before.uniqueInvestigations).toBe(3);
    expect(after.requests - before.requests).toBe(0);
  });

  it('counts a PDF download as a request and as an investigation', async () => {
    const before = await usage();
    at('2026-06-02T09:00:00.000Z');
    await download(reader(4));
    later(10_000);
    await download(reader(4));
    await settled();
    const after = await usage();
    expect(after.requests - before.requests).toBe(1);
    expect(after.uniqueRequests - before.uniqueRequests).toBe(1);
    expect(after.investigations - before.investigations).toBe(1);
    expect(after.uniqueInvestigations - before.uniqueInvestigations).toBe(1);
  });

  it('counts a handled batch delivered again only once', async () => {
    const before = await usage();
    at('2026-06-02T10:00:00.000Z');
    await view(reader(5));
    await settled();
    const again = published.filter((e) => e.payload.articleId === helix.id).slice(-1);
    expect(again[0]?.payload.at).toBe('2026-06-02T10:00:00.000Z');
    await h.bus.publish(again);
    await settled();
    expect((await usage()).investigations - before.investigations).toBe(1);
  });

  it('keeps no IP address or user agent, and changes the session key with the day', async () => {
    for (const event of published) {
      expect(JSON.stringify(event)).not.toMatch(/127\.0\.0\.1|Mozilla|Googlebot/);
    }
    at('2026-06-03T10:00:00.000Z');
    await view(reader(6));
    at('2026-06-04T10:00:00.000Z');
    await view(reader(6));
    await settled();
    const keys = published.filter((e) => e.payload.at.startsWith('2026-06-0')).slice(-4);
    const [day3, day4] = keys
      .filter((e) => e.payload.articleId === helix.id)
      .map((e) => e.payload.sessionKey);
    expect(day3).toBeDefined();
    expect(day3).not.toBe(day4);
  });

  it("answers the counts by month, and the journal's most read of the last 30 days", async () => {
    at('2026-07-01T10:00:00.000Z');
    await download(reader(7));
    await settled();
    const counts = await usage();
    expect(counts.byMonth.map((m) => m.month)).toEqual(['2026-06', '2026-07']);
    expect(counts.byMonth[1]).toEqual({ month: '2026-07', investigations: 1, requests: 1 });
    expect(counts.byMonth[0]!.investigations + 1).toBe(counts.investigations);
    const mostRead = await fetch(url(`/api/articles/most-read?journal=${helix.journalId}`));
    const body = (await mostRead.json()) as { data: { articles: { id: string; investigations: number }[] } };
    // 30 days back from July 1st: June 2nd onwards.
    expect(body.data.articles.map((a) => a.id)).toContain(helix.id);
    const bad = await fetch(url('/api/articles/most-read?journal=no-such-journal'));
    expect(bad.status).toBe(404);
    expect((await fetch(url('/api/articles/most-read?journal=x&limit=99'))).status).toBe(400);
  });

  it('shows views and downloads to date on the server-rendered page, renewed within a minute', async () => {
    // A robot's request (no user agent): it reads the page without adding to its counts.
    const page = async () => {
      const res = await fetch(url(`/articles/${helix.id}`), { headers: { 'user-agent': '' } });
      const shown =
        /<dl class="usage"><dt>Views<\/dt><dd>([\d,]+)<\/dd><dt>Downloads<\/dt><dd>([\d,]+)<\/dd>/.exec(
          await res.text(),
        );
      const n = (text: string | undefined) => Number(text?.replace(/,/g, ''));
      return { etag: res.headers.get('etag'), investigations: n(shown?.[1]), requests: n(shown?.[2]) };
    };
    const totals = ({ investigations, requests }: Usage) => ({ investigations, requests });
    at('2026-07-02T10:00:00.000Z');
    const before = await page();
    expect(before).toMatchObject(totals(await usage()));
    expect(before.investigations).toBeGreaterThan(0);

    await viewApi(reader(8));
    later(40_000);
    await download(reader(8));
    await settled();
    const now = totals(await usage());
    expect(now.investigations).toBeGreaterThan(before.investigations);
    expect(now.requests).toBe(before.requests + 1);
    // Within the minute the page keeps the counts it showed (no query of its own), then shows the new ones.
    expect(await page()).toEqual(before);
    later(20_001);
    const after = await page();
    expect(after).toMatchObject(now);
    expect(after.etag).not.toBe(before.etag);
  });

  it('counts at most 2 user agents of one address on an item in an hour, others again the next hour', async () => {
    const before = await usage();
    at('2026-08-03T10:00:00.000Z');
    for (let n = 1; n <= 20; n += 1) {
      await view(`${BROWSER} rotated/${n}`, helix.id, '203.0.113.7');
      later(1_000);
    }
    // Another address on the same item, and the same address on another item, are not held back.
    await view(`${BROWSER} rotated/1`, helix.id, '203.0.113.8');
    const markerBefore = (await usage(marker.id)).investigations;
    await view(`${BROWSER} rotated/3`, marker.id, '203.0.113.7');
    await eventually(async () => expect((await usage(marker.id)).investigations).toBe(markerBefore + 1));
    await settled();
    const inHour = await usage();
    expect(inHour.investigations - before.investigations).toBe(3);
    expect(inHour.uniqueInvestigations - before.uniqueInvestigations).toBe(3);
    // The first two agents keep counting in their hour; a third counts from the next hour on.
    later(60_000);
    await view(`${BROWSER} rotated/2`, helix.id, '203.0.113.7');
    await view(`${BROWSER} rotated/3`, helix.id, '203.0.113.7');
    at('2026-08-03T11:00:00.000Z');
    await view(`${BROWSER} rotated/3`, helix.id, '203.0.113.7');
    await settled();
    expect((await usage()).investigations - inHour.investigations).toBe(2);
  });

  it('counts at most 20 uses of an item from one address in a UTC day, again the next day', async () => {
    const before = await usage();
    at('2026-08-05T08:00:00.000Z');
    // One reader's agent, each view past the double-click window: 25 uses COUNTER alone would count.
    for (let n = 1; n <= 25; n += 1) {
      await view(reader(9), helix.id, '203.0.113.9');
      later(31_000);
    }
    await settled();
    const day = await usage();
    expect(day.investigations - before.investigations).toBe(20);
    at('2026-08-05T23:59:00.000Z');
    await view(reader(9), helix.id, '203.0.113.9');
    at('2026-08-06T00:00:30.000Z');
    await view(reader(9), helix.id, '203.0.113.9');
    await settled();
    expect((await usage()).investigations - day.investigations).toBe(1);
  });

  it('answers 404 for an id that is no article id (a NUL byte included), 400 for a broken escape', async () => {
    for (const id of ['not-an-id', 'x%00', encodeURIComponent('<script>')])
      expect((await fetch(url(`/api/articles/${id}/usage`))).status).toBe(404);
    expect((await fetch(url('/api/articles/%E0%A4%A/usage'))).status).toBe(400);
    const internal = { headers: internalAuthHeader(h.internalToken) };
    for (const id of ['not-an-id', 'x%00', '%00%20a%07%7F%09%25%09'])
      expect((await fetch(url(`/internal/articles/${id}/usage-totals`), internal)).status).toBe(404);
  });

  it('never counts HEAD, which reads no content', async () => {
    const before = await usage();
    at('2026-08-07T08:00:00.000Z');
    for (let n = 1; n <= 10; n += 1) await view(reader(10 + n), helix.id, `192.0.2.${n}`, 'HEAD');
    await settled();
    expect(await usage()).toEqual(before);
  });
});
